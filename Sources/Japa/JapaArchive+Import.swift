import Foundation

extension JapaArchive {
    /// A history file as a person uploads it: JSON (the export's archive, renamed to `name` when
    /// one is given) or CSV (named `name`, "Japa" when blank, with the `target` typed). An empty
    /// file, or one that does not read whole, is refused with what is wrong.
    public static func imported(file: String, name: String, target: String) throws(JapaError) -> JapaArchive {
        let trimmed = file.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .malformedImport("the file is empty") }
        if trimmed.hasPrefix("{") {
            var archive = try JapaArchive(json: Data(trimmed.utf8))
            if !name.trimmingCharacters(in: .whitespaces).isEmpty { archive.name = try JapaInput.name(name) }
            return archive
        }
        let chosen = name.trimmingCharacters(in: .whitespaces).isEmpty ? "Japa" : name
        return try JapaArchive(csv: trimmed, name: chosen, target: try JapaInput.target(target))
    }
}
