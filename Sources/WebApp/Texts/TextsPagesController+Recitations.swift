import Foundation
import Localization
import Scripture
import Storage

/// The recitation player on a unit's page, when a recording of the unit is installed.
extension TextsPagesController {
    /// What `texts/player.mustache` shows for `ref` of `text`, nil when no recording is installed.
    func recitation(for text: ScriptureText, ref: String, _ p: TextsPresenter) -> [String: Any]? {
        guard let recitation = texts.recitations.recitation(of: text.id, ref: ref) else { return nil }
        let source = texts.recitations.source(of: text.id) ?? ""
        return [
            "src": RecitationsController.fileHref(text.id, ref), "type": recitation.format.mimeType,
            "label": p.t(
                "audio.player.label",
                ["ref": p.localRefLabel(ref), "title": text.title(in: p.language.rawValue)]),
            "size": RecitationsController.size(recitation.bytes, p), "source": source, "hasSource": !source.isEmpty,
        ]
    }
}

extension RecitationsController {
    /// Where a unit's recording is served.
    static func fileHref(_ textID: String, _ ref: String) -> String { "/calendar/texts/audio/\(textID)/\(ref)" }

    /// A size in decimal units as people read them: "640 B", "12.4 MB", "920 kB" (one decimal below 100).
    static func size(_ bytes: Int64, _ p: TextsPresenter) -> String {
        let (number, unit) = decimalSize(bytes, separator: p.t("audio.decimalSeparator"))
        return p.t("audio.size.\(unit)", ["n": number])
    }

    /// The number and unit key (`b`, `kb`, `mb`, `gb`, `tb`) of `bytes` in powers of 1000.
    static func decimalSize(_ bytes: Int64, separator: String) -> (number: String, unit: String) {
        let units = ["kb", "mb", "gb", "tb"]
        guard bytes >= 1000 else { return ("\(max(bytes, 0))", "b") }
        var value = Double(bytes) / 1000
        var unit = 0
        while unit < units.count - 1, (value * 10).rounded() / 10 >= 1000 {
            value /= 1000
            unit += 1
        }
        let number =
            value < 99.95
            ? String(format: "%.1f", value).replacingOccurrences(of: ".", with: separator)
            : String(format: "%.0f", value)
        return (number, units[unit])
    }
}
