import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@Suite("Sacred Texts pages")
struct TextsPagesTests {
    @Test("The Texts tab is open: the library lists the path's texts first, the Gita as primary")
    func library() async throws {
        try await withApp { client, _ in
            let page = try await client.calGet("/calendar/texts")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"href="/calendar/texts""#), "the tab links to the library")
            #expect(page.text.contains("Bhagavad Gita") && page.text.contains("700 verses"))
            #expect(page.text.contains("Primary"))
            #expect(!page.text.contains("Continue reading"), "nothing to continue before any reading")
        }
    }

    @Test(
        "A text's summary and coverage note are in the page's language, marked English only in an English page's words")
    func summaryInLanguage() async throws {
        try await withApp { client, _ in
            let english = try await client.calGet("/calendar/texts/vachanamrut")
            #expect(english.text.contains(#"<p class="summary">The discourses of Bhagwan Swaminarayan"#))
            #expect(english.text.contains(#"<p class="coverage-note">Summaries of 262 discourses"#))

            _ = try await client.calPost("/language", ["language": "bn", "back": "/"])
            let bengali = try await client.calGet("/calendar/texts/vachanamrut")
            #expect(bengali.text.contains(#"<p class="summary">ভগবান স্বামীনারায়ণের প্রবচনসমূহ"#))
            #expect(!bengali.text.contains(#"lang="en">The discourses"#))
            #expect(!bengali.text.contains("Summaries of"))
            // The reader's digits fill the count (Bengali's own by default).
            #expect(bengali.text.contains(#"<p class="coverage-note">২৬২টি প্রবচনের সারাংশ"#))

            _ = try await client.calPost("/language", ["language": "pa", "back": "/"])
            let credits = try await client.calGet("/calendar/texts/credits")
            #expect(credits.text.contains("ਸਾਰੇ 700 ਸ਼ਲੋਕ") || credits.text.contains("ਸਾਰੇ ੭੦੦ ਸ਼ਲੋਕ"))
            #expect(!credits.text.contains("All 700 verses"))
            // Japji Sahib's note quotes its Gurmukhi title, which a Punjabi page leaves unmarked.
            #expect(!credits.text.contains(#"<span lang="pa">ਜਪੁ"#))
            _ = try await client.calPost("/language", ["language": "hi", "back": "/"])
            let hindi = try await client.calGet("/calendar/texts/credits")
            #expect(hindi.text.contains(#"(शीर्षक ॥ <span lang="pa">ਜਪੁ ॥</span> सहित)"#))
            // Sukhmani Sahib's: a Gurmukhi run in a Hindi sentence, the Devanagari around it unmarked.
            #expect(hindi.text.contains(#"शीर्षक <span lang="pa">ਗਉੜੀ ਸੁਖਮਨੀ ਮਃ ੫</span> और"#))
        }
    }

    @Test("Opening a verse, marking it read and coming back: the library offers to continue at the next one")
    func continueReading() async throws {
        try await withApp { client, database in
            let verse = try await client.calGet("/calendar/texts/bhagavad-gita/2.47")
            #expect(verse.status == .ok)
            #expect(verse.text.contains("कर्मण्येवाधिकारस्ते"))
            let marked = try await client.calPost(
                "/calendar/texts/bhagavad-gita/2.47/read",
                ["back": "/calendar/texts/bhagavad-gita/2.47", "advance": "1"])
            #expect(marked.status == .seeOther)
            #expect(marked.headers[.location] == "/calendar/texts/bhagavad-gita/2.48")
            let library = try await client.calGet("/calendar/texts")
            #expect(library.text.contains("Continue reading"))
            #expect(library.text.contains("/calendar/texts/bhagavad-gita/2.48"))
            #expect(library.text.contains("1 of 700 read"))
            let facts = try await database.readingFacts(of: .local)
            #expect(facts.map(\.kind) == [.opened, .read])
        }
    }

    @Test("A chapter is read in pages under 100 KB that together hold all its verses; the picker names all eighteen")
    func chapter() async throws {
        try await withApp { client, _ in
            let page = try await client.calGet("/calendar/texts/bhagavad-gita?section=18")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"href="/calendar/texts/bhagavad-gita?section=2""#))
            var count = 0
            var n = 1
            while true {
                let part = try await client.calGet("/calendar/texts/bhagavad-gita?section=18&page=\(n)")
                guard part.status == .ok else {
                    #expect(part.status == .badRequest, "past the last page")
                    break
                }
                #expect(part.body.readableBytes < 100_000, "page \(n) is \(part.body.readableBytes) bytes")
                count += part.text.components(separatedBy: "class=\"unit-card").count - 1
                n += 1
            }
            #expect(count == 78)
            #expect(n > 2, "chapter 18 takes more than one page")
        }
    }

    @Test("The original is shown in the reader's chosen script, with the language tag screen readers need")
    func readerScript() async throws {
        try await withApp { client, database in
            let saved = try await client.calPost(
                "/calendar/texts/preferences",
                ["script": "telugu", "size": "large", "back": "/calendar/texts/bhagavad-gita/2.47"])
            #expect(saved.status == .seeOther)
            let settings = try await database.calendarSettings(of: .local)
            #expect(settings.readerScript == "telugu" && settings.textSize == "large")
            let verse = try await client.calGet("/calendar/texts/bhagavad-gita/2.47")
            #expect(verse.text.contains(#"lang="sa-Telu""#))
            #expect(verse.text.contains("కర్మణ్యేవాధికారస్తే"))
            #expect(verse.text.contains("size-large"))
            // The text page's script picker: each option in the language of the name it quotes.
            let picker = try await client.calGet("/calendar/texts/bhagavad-gita").text
            #expect(picker.contains(#"<option value="tamil" lang="ta">Tamil (தமிழ்)</option>"#))
            #expect(picker.contains(#"<option value="assamese" lang="as">"#))
            #expect(picker.contains(#"<option value="iast">"#))
            let refused = try await client.calPost("/calendar/texts/preferences", ["script": "klingon"])
            #expect(refused.status == .badRequest)
            #expect(
                try await database.calendarSettings(of: .local).readerScript == "telugu", "a refusal changes nothing")
        }
    }

    @Test("A bookmark with a reflection is kept once, edited, listed by text and removed")
    func bookmarks() async throws {
        try await withApp { client, database in
            for _ in 0..<2 {
                let added = try await client.calPost(
                    "/calendar/texts/bookmarks",
                    [
                        "text": "bhagavad-gita", "ref": "2.47", "note": "Act without clinging.",
                        "back": "/calendar/texts/bhagavad-gita/2.47",
                    ])
                #expect(added.status == .seeOther)
            }
            let kept = try await database.bookmarks(of: .local)
            #expect(kept.count == 1, "a repeated submission keeps one bookmark")
            #expect(kept.first?.note == "Act without clinging.")
            let list = try await client.calGet("/calendar/texts/bookmarks")
            #expect(list.text.contains("Act without clinging.") && list.text.contains("Bhagavad Gita"))
            let id = try #require(kept.first?.id)
            _ = try await client.calPost("/calendar/texts/bookmarks/\(id)", ["note": "Work as worship."])
            #expect(try await database.bookmarks(of: .local).first?.note == "Work as worship.")
            let other = (client as! BrowserClient).otherBrowser()
            let foreign = try await other.calPost("/calendar/texts/bookmarks/\(id)", ["action": "delete"])
            #expect(foreign.status == .notFound, "another browser cannot remove it")
            _ = try await client.calPost("/calendar/texts/bookmarks/\(id)", ["action": "delete"])
            #expect(try await database.bookmarks(of: .local).isEmpty)
        }
    }

    @Test("A reflection longer than the limit is refused with a message, and nothing is stored")
    func longReflection() async throws {
        try await withApp { client, database in
            let long = String(repeating: "a", count: 4001)
            let refused = try await client.calPost(
                "/calendar/texts/bookmarks", ["text": "bhagavad-gita", "ref": "2.47", "note": long])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("4000"))
            #expect(try await database.bookmarks(of: .local).isEmpty)
        }
    }

    @Test("Study mode reveals one layer per step without script, and records deep study")
    func studyMode() async throws {
        try await withApp { client, database in
            let first = try await client.calGet("/calendar/texts/bhagavad-gita/2.47?mode=study")
            #expect(first.status == .ok)
            #expect(first.text.contains("step=2"), "a link reveals the next layer")
            let last = try await client.calGet("/calendar/texts/bhagavad-gita/2.47?mode=study&step=9")
            #expect(!last.text.contains("data-reveal>"), "everything is shown at the last step")
            let fact = try await client.calPost("/calendar/texts/bhagavad-gita/2.47/study", ["fact": "deepStudy"])
            #expect(fact.status == .noContent)
            let bad = try await client.calPost("/calendar/texts/bhagavad-gita/2.47/study", ["fact": "nonsense"])
            #expect(bad.status == .badRequest)
            #expect(try await database.readingFacts(of: .local).filter { $0.kind == .deepStudy }.count == 1)
        }
    }

    @Test("Search forgives transliteration and lists the verse; unknown texts and units are 404")
    func searchAndUnknowns() async throws {
        try await withApp { client, _ in
            let found = try await client.calGet("/calendar/texts/search?q=karmanye")
            #expect(found.text.contains("/calendar/texts/bhagavad-gita/2.47"))
            #expect(try await client.calGet("/calendar/texts/quran").status == .notFound)
            #expect(try await client.calGet("/calendar/texts/bhagavad-gita/2.99").status == .notFound)
            #expect(try await client.calGet("/calendar/texts/bhagavad-gita?section=x").status == .badRequest)
            let long = String(repeating: "k", count: 101)
            #expect(try await client.calGet("/calendar/texts/search?q=\(long)").status == .badRequest)
        }
    }

    @Test("Resetting reading progress needs confirmation, then starts every text afresh; bookmarks stay")
    func reset() async throws {
        try await withApp { client, database in
            _ = try await client.calPost("/calendar/texts/bhagavad-gita/1.1/read", [:])
            _ = try await client.calPost("/calendar/texts/bookmarks", ["text": "bhagavad-gita", "ref": "1.1"])
            let unconfirmed = try await client.calPost("/calendar/texts/reset", [:])
            #expect(unconfirmed.headers[.location] == "/calendar/texts/reset")
            #expect(try await client.calGet("/calendar/texts").text.contains("1 of 700 read"))
            _ = try await client.calPost("/calendar/texts/reset", ["confirm": "yes"])
            let library = try await client.calGet("/calendar/texts")
            #expect(!library.text.contains("1 of 700 read") && library.text.contains("0 of 700 read"))
            #expect(try await database.bookmarks(of: .local).count == 1)
        }
    }

    @Test("The share card is an SVG image with the verse, its citation and the app's mark")
    func shareCard() async throws {
        try await withApp { client, _ in
            let card = try await client.calGet("/calendar/texts/bhagavad-gita/2.47/card.svg")
            #expect(card.status == .ok)
            #expect(card.headers[.contentType]?.hasPrefix("image/svg+xml") == true)
            #expect(
                card.text.hasPrefix("<svg") && card.text.contains("Bhagavad Gita 2.47") && card.text.contains("Sadhana")
            )
            #expect(card.text.contains("कर्मण्येवाधिकारस्ते"))
        }
    }

    @Test("The credits page names every shipped text's sources and licences")
    func credits() async throws {
        try await withApp { client, _ in
            let page = try await client.calGet("/calendar/texts/credits")
            #expect(page.text.contains("Unlicense") && page.text.contains("Telang"))
            #expect(page.text.contains("Sadhana&#39;s rendering") || page.text.contains("Sadhana’s rendering"))
        }
    }
}
