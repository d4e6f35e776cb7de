import Localization

/// Refusals in the person's language where a translation exists, else the English description.
enum CalendarMessages {
    static func text(_ error: CalendarInputError, localizer: Localizer, language: Language) -> String {
        let key: String
        var arguments: [String: String] = [:]
        switch error {
        case .unknownTradition: key = "errors.tradition"
        case .unknownPath: key = "errors.path"
        case .unknownFasting: key = "errors.fasting"
        case .unknownContent: key = "errors.content"
        case .badTime(let t):
            key = "errors.time"
            arguments["text"] = CalendarInputError.clip(t)
        case .unknownPlace(let t):
            key = "errors.place"
            arguments["text"] = CalendarInputError.clip(t)
        case .missing: key = "errors.placeMissing"
        default: return error.description
        }
        return localizer.text("calendar.\(key)", in: language, arguments)
    }
}
