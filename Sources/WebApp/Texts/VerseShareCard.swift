import Foundation
import Hummingbird

/// The image a reader shares: the original, its transliteration and translation on a warm
/// gradient, with the text's name and the app's mark. Made on the server as SVG (the browser
/// turns it into a PNG for the share sheet), so Indic scripts are shaped by the reader's own fonts.
struct VerseShareCard {
    let original: [String]
    let originalLang: String
    let transliteration: [String]
    let translation: String
    let citation: String
    let mark: String

    static let width = 1080

    var svg: String {
        var y = 150
        var body = ""
        for line in original.prefix(8) {
            body += text(line, y: y, size: 46, weight: 600, fill: "#4a1d05", lang: originalLang)
            y += 66
        }
        y += 18
        for line in transliteration.prefix(8) {
            body += text(line, y: y, size: 30, weight: 400, fill: "#7a3e12", italic: true, lang: "sa-Latn")
            y += 44
        }
        y += 30
        for line in Self.wrap(translation, width: 52).prefix(10) {
            body += text(line, y: y, size: 32, weight: 400, fill: "#3b2410", lang: "en")
            y += 46
        }
        let height = max(y + 150, 720)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.width)" height="\(height)" viewBox="0 0 \(Self.width) \(height)" role="img" aria-label="\(Self.escape(citation))">
            <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4df"/><stop offset="1" stop-color="#ffd9a8"/></linearGradient></defs>
            <rect width="100%" height="100%" fill="url(#g)"/>
            <rect x="30" y="30" width="\(Self.width - 60)" height="\(height - 60)" rx="36" fill="none" stroke="#c2691c" stroke-width="3" opacity="0.5"/>
            <text x="540" y="92" text-anchor="middle" font-family="Noto Serif Devanagari, Noto Serif, serif" font-size="40" fill="#c2691c">ॐ</text>
            \(body)<text x="540" y="\(height - 100)" text-anchor="middle" font-family="Noto Sans, sans-serif" font-size="30" font-weight="600" fill="#7a3e12">\(Self.escape(citation))</text>
            <text x="540" y="\(height - 58)" text-anchor="middle" font-family="Noto Sans, sans-serif" font-size="24" fill="#9a5a22">\(Self.escape(mark))</text>
            </svg>
            """
    }

    private func text(
        _ content: String, y: Int, size: Int, weight: Int, fill: String, italic: Bool = false, lang: String
    ) -> String {
        let style = italic ? " font-style=\"italic\"" : ""
        return
            "<text x=\"540\" y=\"\(y)\" text-anchor=\"middle\" xml:lang=\"\(lang)\" font-family=\"Noto Serif Devanagari, Noto Sans Tamil, Noto Sans Telugu, Noto Sans Kannada, Noto Sans Malayalam, Noto Sans Bengali, Noto Sans Gujarati, Noto Sans Gurmukhi, Noto Sans Oriya, Noto Serif, serif\" font-size=\"\(size)\" font-weight=\"\(weight)\" fill=\"\(fill)\"\(style)>\(Self.escape(content))</text>\n"
    }

    /// Words into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}

extension TextsPagesController {
    func shareCard(_ request: Request, _ context: AppRequestContext, id: String, ref: String) async throws -> Response {
        let text = try texts.library.text(id)
        let unit = try text.unit(ref)
        let r = try await reading(request, context)
        let p = r.presenter
        let original = p.original(text, unit)
        let card = VerseShareCard(
            original: original.map { $0.shown.split(separator: "\n").map(String.init) } ?? [unit.title ?? text.title],
            originalLang: ReaderView.languageTag(text, in: original?.script),
            transliteration: original.map { $0.latin.split(separator: "\n").map(String.init) } ?? [],
            translation: unit.translation ?? unit.retelling.map { String($0.prefix(400)) } ?? "",
            citation: "\(text.title) \(TextsPresenter.refLabel(ref))", mark: "Sadhana · Dharmic Companion")
        return Response(
            status: .ok,
            headers: [
                .contentType: "image/svg+xml; charset=utf-8", .cacheControl: "private, max-age=300",
                .contentDisposition: "inline; filename=\"\(id)-\(ref).svg\"",
            ],
            body: .init(byteBuffer: ByteBuffer(string: card.svg)))
    }
}
