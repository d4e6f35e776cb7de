import CompanionCore
import Localization
import Scripture
import Storage

/// Today's Daily Briefing card (seed §2.2): the next unit of the chosen daily text, revealed layer
/// by layer, with the text's progress, Mark as Read, and a picker for the next text once it is done.
struct DailyBriefing {
    let texts: TextsServices
    let localizer: Localizer

    func card(visit: CalendarVisit, facts: [ReadingFact]) -> [String: Any]? {
        guard
            let text = try? texts.library.text(
                DharmaPath.dailyText(chosen: visit.settings.dailyText, path: visit.settings.dharmaPath))
        else { return nil }
        let reader = ReaderView(settings: visit.settings, language: visit.language)
        let p = TextsPresenter(texts: texts, localizer: localizer, reader: reader)
        let progress = ReadingProgress(facts: facts, library: texts.library).of(text)
        var card: [String: Any] = [
            "briefText": text.title(in: visit.language.rawValue), "textHref": "/calendar/texts/\(text.id)",
            "percent": TextsPresenter.percent(progress.fraction), "read": progress.readCount, "total": progress.total,
            "progressLabel": p.t("progress", ["read": "\(progress.readCount)", "total": "\(progress.total)"]),
        ]
        guard let unit = DailyReading.next(in: text, progress: progress) else {
            card["complete"] = true
            card["doneText"] = p.t("briefing.done", ["text": text.title(in: visit.language.rawValue)])
            card["choices"] = texts.library.texts.filter { $0.id != text.id }.map {
                ["id": $0.id, "title": $0.title(in: visit.language.rawValue)]
            }
            return card
        }
        card["unit"] = p.unitCard(text, unit, read: false, bookmark: nil, withWords: false)
        card["readAction"] = "/calendar/texts/\(text.id)/\(unit.ref)/read"
        card["studyHref"] = "/calendar/texts/\(text.id)/\(unit.ref)?mode=study"
        card["unitHref"] = "/calendar/texts/\(text.id)/\(unit.ref)"
        return card
    }
}
