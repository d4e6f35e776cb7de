import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Sacred Texts API")
struct TextsAPITests {
    @Test("GET /api/v1/texts lists the shipped texts with unit counts and what each ships")
    func list() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/api/v1/texts", method: .get)
            #expect(response.status == .ok)
            let texts = try #require(response.json["texts"] as? [[String: Any]])
            let gita = try #require(texts.first { $0["id"] as? String == "bhagavad-gita" })
            #expect(gita["unitCount"] as? Int == 700)
            #expect((gita["layers"] as? [String])?.contains("original") == true)
        }
    }

    @Test("The library and a text answer in `lang=` or the profile's language, say which; an unknown one is a 400")
    func language() async throws {
        try await withApp { client, _ in
            let english = try await client.execute(uri: "/api/v1/texts", method: .get)
            let gita = try #require((english.json["texts"] as? [[String: Any]])?.first)
            #expect(gita["language"] as? String == "en")
            #expect(((gita["coverage"] as? [String: Any])?["note"] as? String)?.hasPrefix("All 700 verses") == true)

            let hindi = try await client.execute(uri: "/api/v1/texts?lang=hi", method: .get)
            let texts = try #require(hindi.json["texts"] as? [[String: Any]])
            #expect(texts.count == 15 && texts.allSatisfy { $0["language"] as? String == "hi" })
            let note = try #require((texts.first?["coverage"] as? [String: Any])?["note"] as? String)
            #expect(note.hasPrefix("प्रचलित गणना के सभी 700 श्लोक"))

            let detail = try await client.execute(uri: "/api/v1/texts/vachanamrut?lang=HI-latn", method: .get)
            #expect(detail.status == .ok)
            #expect((detail.json["summary"] as? String)?.hasPrefix("Bhagwan Swaminarayan ke pravachan") == true)
            let text = try #require(detail.json["text"] as? [String: Any])
            #expect(text["language"] as? String == "hi-Latn")
            #expect(((text["coverage"] as? [String: Any])?["note"] as? String)?.hasPrefix("262 pravachanon") == true)

            _ = try await client.calPost("/language", ["language": "gu", "back": "/"])
            let profile = try await client.execute(uri: "/api/v1/texts/shikshapatri", method: .get)
            #expect((profile.json["text"] as? [String: Any])?["language"] as? String == "gu")
            #expect((profile.json["summary"] as? String)?.contains("વડતાલ") == true)

            for bad in ["xx", "hi-Deva", String(repeating: "h", count: 5_000), "<b>"] {
                let refused = try await client.execute(
                    uri: "/api/v1/texts?lang=\(bad.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")",
                    method: .get)
                #expect(refused.status == .badRequest, "\(bad.prefix(20))")
                #expect(refused.json["error"] != nil)
            }
        }
    }

    @Test("A unit comes in any script with its transliteration, words and sources; a bad script is a 400")
    func unit() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(
                uri: "/api/v1/texts/bhagavad-gita/units/2.47?script=telugu", method: .get)
            #expect(response.status == .ok)
            let json = response.json
            #expect((json["original"] as? String)?.hasPrefix("కర్మణ్యేవాధికారస్తే") == true)
            #expect((json["transliteration"] as? String)?.hasPrefix("karmaṇyevādhikāraste") == true)
            #expect(json["previous"] as? String == "2.46" && json["next"] as? String == "2.48")
            let sources = try #require(json["sources"] as? [[String: Any]])
            #expect(
                sources.contains {
                    $0["layer"] as? String == "original" && ($0["licence"] as? String ?? "").contains("Unlicense")
                })
            let bad = try await client.execute(
                uri: "/api/v1/texts/bhagavad-gita/units/2.47?script=klingon", method: .get)
            #expect(bad.status == .badRequest)
            #expect(bad.json["error"] != nil)
            let missing = try await client.execute(uri: "/api/v1/texts/bhagavad-gita/units/19.1", method: .get)
            #expect(missing.status == .notFound)
            #expect(missing.json["error"] != nil)
        }
    }

    @Test("Marking read returns the new progress; progress lists every text")
    func read() async throws {
        try await withApp { client, _ in
            let marked = try await client.execute(
                uri: "/api/v1/texts/bhagavad-gita/units/1.1/read", method: .post, headers: jsonHeaders)
            #expect(marked.status == .ok)
            let progress = try #require(marked.json["progress"] as? [String: Any])
            #expect(progress["read"] as? Int == 1 && progress["resume"] as? String == "1.2")
            let all = try await client.execute(uri: "/api/v1/texts/progress", method: .get)
            #expect(all.json["continueReading"] as? String == "bhagavad-gita")
        }
    }

    @Test("Bookmarks: create (idempotent), edit, delete; hostile bodies are 4xx; another browser sees none")
    func bookmarks() async throws {
        try await withApp { client, _ in
            let body = ByteBuffer(string: #"{"textId":"bhagavad-gita","ref":"2.47","note":"Reflect"}"#)
            let created = try await client.execute(
                uri: "/api/v1/texts/bookmarks", method: .post, headers: jsonHeaders, body: body)
            #expect(created.status == .created)
            let id = try #require(created.json["id"] as? Int)
            let again = try await client.execute(
                uri: "/api/v1/texts/bookmarks", method: .post, headers: jsonHeaders, body: body)
            #expect(again.json["id"] as? Int == id)
            let edited = try await client.execute(
                uri: "/api/v1/texts/bookmarks/\(id)", method: .patch, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"note":"New"}"#))
            #expect(edited.json["note"] as? String == "New")
            for hostile in [
                #"{"textId":5,"ref":"2.47"}"#, #"{"textId":"bhagavad-gita","ref":"99.1"}"#, #"{"ref":"2.47"}"#, "[1,2]",
                "{",
            ] {
                let refused = try await client.execute(
                    uri: "/api/v1/texts/bookmarks", method: .post, headers: jsonHeaders,
                    body: ByteBuffer(string: hostile))
                #expect((400..<500).contains(refused.status.code), "\(hostile)")
            }
            let other = (client as! BrowserClient).otherBrowser()
            let theirs = try await other.execute(uri: "/api/v1/texts/bookmarks", method: .get)
            #expect((theirs.json["bookmarks"] as? [Any])?.isEmpty == true)
            let foreign = try await other.execute(uri: "/api/v1/texts/bookmarks/\(id)", method: .delete)
            #expect(foreign.status == .notFound)
            let deleted = try await client.execute(uri: "/api/v1/texts/bookmarks/\(id)", method: .delete)
            #expect(deleted.status == .noContent)
        }
    }
}
