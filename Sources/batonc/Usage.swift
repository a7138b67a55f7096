/// The help text of each command.
enum Usage {
    static let main = """
    usage: batonc <command> [options] <files...>

    commands:
      generate   check a target's GraphQL documents and write the generated sources
      validate   check a target's GraphQL documents against a schema
      print      print one operation's exact wire text

    Run `batonc <command> --help` for a command's options.
    Exit status: 0 success (warnings allowed), 1 a document error or an unreadable file,
    2 bad usage (no command, an unknown command or option).
    """

    static let validate = """
    usage: batonc validate (--config <baton.json> | --schema <schema.graphql> [--extension <sdl>]...)
                           [--language swift|kotlin] [--rules relay|spec]
                           [--schema-warnings always|once|never] <files...>

    Checks every GraphQL document of a target against the schema and prints each problem on
    stderr as `path:line:column: severity: message` (related places follow as `note:` lines).
    Positions inside a Swift marker (@Fragment("…"), @Query("…"), @Mutation("…"),
    @Subscription("…")) are lines and columns of the Swift file. With --config, the schema,
    its extensions and the config's own settings (identity, lookups, transient, custom
    scalars, root names) are checked too; config errors point at the config file, 1:1.

    files     .swift files (their markers are read) and .graphql / .gql documents; all of
              them are checked together, so a spread may name a fragment of another file.

    options:
      --config <path>        the target's baton.json
      --schema <path>        a bare schema SDL with default settings (instead of --config)
      --extension <path>     with --schema: a client schema extension (repeatable): its
                             fields are client fields, never sent to the server
      --language swift|kotlin
                             the run's language (default: the first host file's)
      --rules relay|spec     relay (default): the specification's rules as Relay applies
                             them (a fragment nothing spreads is fine), Relay's checks and
                             Baton's checks of the schema and the config, as generate runs
                             them; spec: exactly the specification's rules (as graphql-core
                             3.3 applies them) on the documents as one document, nothing else
    \(SchemaWarningOptions.help)
      -h, --help             this text

    Exit status: 0 no errors (warnings allowed), 1 an error, 2 bad usage.
    """

    static let generate = """
    usage: batonc generate --config <baton.json> [--language swift|kotlin]
                           (--out <dir> | --emit <source>=<output> ...)
                           [--shared <file>] [--report <file> [--timing]] [--check]
                           [--schema-warnings always|once|never] <files...>

    Checks the target like `validate`, then writes one output per source that declares
    GraphQL (a Swift file naming a marker, or a .graphql / .gql file), the shared file, the
    persisted documents file (under persistConfig) and the report. On any error nothing at
    all is written.

    options:
      --config <path>        the target's baton.json (required)
      --language swift|kotlin
                             the run's language (default: the first host file's, else Swift)
      --out <dir>            outputs go here, named from the source's path relative to the
                             working directory: Sources/App/Screen.swift ->
                             Sources_App_Screen.baton.swift; the shared file is
                             Baton.baton.swift here; outputs here that this run does not
                             write are deleted; the persisted documents file goes here too
      --emit <src>=<out>     the output of <src> is exactly <out> (repeatable)
      --shared <file>        where the shared file goes (default: under --out)
      --report <file>        write the JSON report (operations, fragments, schema digest)
      --check                write nothing; name each stale or missing file and exit 1 if any
      --timing               add each phase's time (parse, schema, validate, transform,
                             print, plan, emit, in milliseconds) to the report as "timing";
                             without it the report is byte-deterministic
    \(SchemaWarningOptions.help)
      -h, --help             this text

    Exit status: 0 success (warnings allowed), 1 an error, a stale output under --check, or a
    file that could not be read or written, 2 bad usage.
    """

    static let print = """
    usage: batonc print <OperationName> (--schema <schema.graphql> | --config <baton.json>)
                        [--schema-warnings always|once|never] <files...>

    Compiles the target's documents and prints one operation's exact wire text on standard
    output, compact on one line: the operation, then every fragment it reaches, as sent to
    the server and hashed. Under persistConfig the text is preceded by a line
    `# documentId: <id>`. A query generated by @refetchable can be printed by its name.

    files     .swift files (their markers are read) and .graphql / .gql documents.

    options:
      --schema <path>        the schema SDL
      --config <path>        baton.json (schema, schemaExtensions, identity, persistConfig;
                             its paths are relative to its directory)
    \(SchemaWarningOptions.help)
      -h, --help             this text

    Problems go to stderr as `path:line:column: severity: message`.
    Exit status: 0 printed, 1 an error (document, config, unknown operation, unreadable
    file), 2 bad usage.
    """
}
