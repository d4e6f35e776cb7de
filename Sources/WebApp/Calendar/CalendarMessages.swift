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
        case .unknownReckoning: key = "errors.reckoning"
        case .unknownContent: key = "errors.content"
        case .badTime(let t):
            key = "errors.time"
            arguments["text"] = CalendarInputError.clip(t)
        case .unknownPlace(let t):
            key = "errors.place"
            arguments["text"] = CalendarInputError.clip(t)
        case .missing("placeId"): key = "errors.placeMissing"
        case .missing("section"): key = "errors.section"
        case .outOfRange(let name, let text) where fieldLabels[name] != nil:
            key =
                name == "language"
                ? "errors.language" : timeFields.contains(name) ? "errors.fieldTime" : "errors.choice"
            arguments["field"] = localizer.text(fieldLabels[name] ?? name, in: language)
            arguments["text"] = CalendarInputError.clip(text)
        default: return error.description
        }
        return localizer.text("calendar.\(key)", in: language, arguments)
    }

    /// The label each settings and onboarding field shows, so a refusal names the field that is wrong.
    static let fieldLabels: [String: String] = [
        "briefingTime": "calendar.notifications.morningTime", "eveningTime": "calendar.notifications.eveningTime",
        "dayStart": "journey.settings.dayStart", "dailyText": "texts.settings.dailyText",
        "script": "texts.prefs.script",
        "language": "calendar.settings.languageTitle", "numerals": "calendar.settings.digitsTitle",
    ]
    static let timeFields: Set<String> = ["briefingTime", "eveningTime", "dayStart"]
}
