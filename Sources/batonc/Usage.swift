/// The help text of each command.
enum Usage {
    static let main = """
    usage: batonc <command> [options] <files...>

    commands:
      validate   check a target's GraphQL documents against a schema

    Run `batonc <command> --help` for a command's options.
    Exit status: 0 success (warnings allowed), 1 a document error or an unreadable file,
    2 bad usage (no command, an unknown command or option).
    """

    static let validate = """
    usage: batonc validate --schema <schema.graphql> [--rules relay|spec] <files...>

    Checks every GraphQL document of a target against the schema and prints each problem on
    stderr as `path:line:column: severity: message` (related places follow as `note:` lines).
    Positions inside a Swift marker (@Fragment("…"), @Query("…"), @Mutation("…"),
    @Subscription("…")) are lines and columns of the Swift file.

    files     .swift files (their markers are read) and .graphql / .gql documents; all of
              them are checked together, so a spread may name a fragment of another file.

    options:
      --schema <path>        the schema SDL (required)
      --rules relay|spec     relay (default): the specification's rules as Relay applies
                             them (a fragment nothing spreads is fine); spec: exactly the
                             specification's rules on the documents as one document
      -h, --help             this text

    Exit status: 0 no errors (warnings allowed), 1 an error, 2 bad usage.
    """
}
