/// Directive definitions: the SDL's first, then the built-ins it did not redefine.
extension SchemaBuilder {
    mutating func buildDirectives() {
        for node in directiveDefinitions where !node.isExtension {
            let name = node.name.value
            if let existing = schema.directives[name] {
                errors.append(GraphQLError("There can be only one directive named '@\(name)'.",
                                           locations: [existing.loc, node.name.loc]))
                continue
            }
            var locations: [DirectiveLocation] = []
            for location in node.locations {
                if let known = DirectiveLocation(rawValue: location.value) {
                    locations.append(known)
                } else {
                    // The parser only lets spec names through; a newer one is skipped, not fatal.
                    warnings.append(GraphQLError("Unknown directive location '\(location.value)'.",
                                                 locations: [location.loc]))
                }
            }
            var directive = SchemaDirective(name: name, arguments: arguments(node.arguments, of: "@\(name)"),
                                            isRepeatable: node.repeatable, locations: locations, loc: node.loc)
            directive.describedBy = node.description
            schema.directives[name] = directive
            schema.directiveNames.append(name)
        }
        for directive in BuiltIns.directives(includingDeferAndStream: options.includesDeferAndStream)
        where schema.directives[directive.name] == nil {
            schema.directives[directive.name] = directive
            schema.directiveNames.append(directive.name)
            for argument in directive.arguments where BuiltIns.scalarNames.contains(argument.type.namedType) {
                usedBuiltInScalars.insert(argument.type.namedType)
            }
        }
        // `extend directive @d @x` only adds directives to a definition, which the schema
        // model does not keep; an extension of nothing is worth a warning.
        for node in directiveDefinitions where node.isExtension && schema.directives[node.name.value] == nil {
            warnings.append(GraphQLError("Cannot extend directive '@\(node.name.value)' because it is not defined.",
                                         locations: [node.name.loc]))
        }
    }
}
