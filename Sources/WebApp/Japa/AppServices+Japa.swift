import Japa
import Localization

extension AppServices {
    /// A Purascharana error in the person's language; a refused import names where in the file
    /// it stopped (CSV line or JSON entry), the field and the value at fault.
    func japaMessage(for error: JapaError, in language: Language) -> String {
        guard case .invalidImport(let place, let field, let text) = error else {
            return message(for: error, in: language)
        }
        let value =
            text.isEmpty
            ? localizer.text("japa.importNoValue", in: language)
            : localizer.text("japa.importBadValue", in: language, ["value": String(text.prefix(60))])
        var arguments = ["field": String(field.prefix(40)), "text": value]
        switch place {
        case .file: break
        case .line(let n): arguments["line"] = String(n)
        case .entry(let n): arguments["entry"] = String(n)
        }
        return localizer.text(error.messageKey, in: language, arguments)
    }
}
