/// Possible types of abstract types, computed once per build.
extension SchemaBuilder {
    /// Fills ``Schema/possibleTypeNames`` (objects of each interface, directly or through
    /// interfaces implementing interfaces; members of each union, both in definition order),
    /// their sets, and ``Schema/interfaceImplementations``.
    ///
    /// Linear in the number of (object, reachable interface) pairs; a visited set per object
    /// keeps interface cycles (which ``SchemaChecks`` reports) from looping.
    func computePossibleTypes() {
        var possible: [String: [String]] = [:]
        var implementations: [String: [String]] = [:]
        for type in schema.orderedTypes {
            let name = type.name
            switch type.kind {
            case .object:
                for interface in interfaceClosure(of: type) { possible[interface, default: []].append(name) }
            case .interface:
                for interface in type.interfaces { implementations[interface, default: []].append(name) }
            case .union:
                possible[name] = type.unionMembers
            default: break
            }
        }
        schema.possibleTypeNames = possible
        schema.possibleTypeSets = possible.mapValues { Set($0) }
        schema.interfaceImplementations = implementations
    }

    /// Every interface `type` implements, declared or inherited, each once.
    private func interfaceClosure(of type: SchemaType) -> [String] {
        guard !type.interfaces.isEmpty else { return [] }
        var result: [String] = []
        var visited: Set<String> = []
        var pending = type.interfaces
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            result.append(name)
            if let interface = schema.type(named: name) { pending += interface.interfaces.reversed() }
        }
        return result
    }
}
