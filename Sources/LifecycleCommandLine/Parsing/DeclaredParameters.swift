/// The parameters a command declares, found by reflecting over its properties, in the
/// order they are declared.
struct DeclaredParameters {
    let entries: [(declaration: ParameterDeclaration, parameter: any DeclaredParameter)]

    init(of command: Any) {
        entries = Mirror(reflecting: command).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any DeclaredParameter else { return nil }
            return (parameter.declaration(propertyName: label), parameter)
        }
    }

    var declarations: [ParameterDeclaration] { entries.map(\.declaration) }

    /// The option or flag with this long name.
    func named(_ name: String) -> ParameterDeclaration? {
        declarations.first { $0.kind != .argument && $0.name == name }
    }

    var arguments: [ParameterDeclaration] { declarations.filter { $0.kind == .argument } }
}
