import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The suite serves a font for each Indic script its languages write in, so a phone without one
/// shows the text rather than empty boxes.
@Suite("Script fonts")
struct ScriptFontTests {
    @Test("Every page links the script fonts; each @font-face file is served as font/woff2, with its licence")
    func fontsServed() async throws {
        try await withApp { client, _ in
            // Given
            let page = try await client.execute(uri: "/", method: .get)
            let css = String(buffer: try await client.execute(uri: "/static/css/fonts.css", method: .get).body)

            // When
            let urls = css.matches(of: /url\("(\/static\/fonts\/[A-Za-z-]+\.woff2)"\)/).map {
                String($0.1)
            }

            // Then
            #expect(String(buffer: page.body).contains(#"href="/static/css/fonts.css""#))
            #expect(urls.count == 18, "nine scripts, regular and bold")
            for script in [
                "Devanagari", "Bengali", "Gujarati", "Gurmukhi", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam",
            ] {
                #expect(css.contains(#"font-family: "Noto Sans \#(script)""#), "\(script)")
            }
            for url in urls {
                let font = try await client.execute(uri: url, method: .get)
                #expect(font.status == .ok, "\(url)")
                #expect(font.headers[.contentType] == "font/woff2", "\(url)")
                #expect(font.body.readableBytes > 10_000, "\(url)")
                #expect(font.body.getString(at: 0, length: 4) == "wOF2", "\(url) is WOFF2")
            }
            let licence = try await client.execute(uri: "/static/fonts/OFL.txt", method: .get)
            #expect(licence.status == .ok)
            #expect(String(buffer: licence.body).contains("SIL Open Font License"))
        }
    }
}
