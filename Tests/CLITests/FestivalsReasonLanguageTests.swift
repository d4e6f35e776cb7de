import Foundation
import Testing

@testable import CLI

@Suite("sadhana festivals --lang")
struct FestivalsReasonLanguageTests {
    let chennai = ["--lat", "13.0827", "--lon", "80.2707", "--tz", "Asia/Kolkata"]

    /// Thai Pongal's explanation in `lang` (nil: the default).
    func pongal(_ lang: String?) throws -> [String: Any] {
        let args =
            ["--year", "2026"] + chennai + ["--format", "jsonl", "--search", "pongal"]
            + (lang.map { ["--lang", $0] } ?? [])
        let r = runObservanceCommand(FestivalsCommand.self, args)
        #expect(r.status == 0, "\(r.err)")
        let objects = try r.out.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let pongal = try #require(objects.first { $0["id"] as? String == "thai-pongal" })
        return try #require(pongal["explanation"] as? [String: Any])
    }

    static func has(_ text: String, _ range: ClosedRange<UInt32>) -> Bool {
        text.unicodeScalars.contains { range.contains($0.value) }
    }

    @Test("The reason and notes are said in Hindi or Tamil with --lang; English by default and with --lang en")
    func reasonInLanguage() throws {
        let english = try pongal(nil)
        #expect(try pongal("en")["reason"] as? String == english["reason"] as? String)
        let reason = try #require(english["reason"] as? String)
        #expect(!Self.has(reason, 0x0900...0x097F) && !Self.has(reason, 0x0B80...0x0BFF))
        let hindi = try pongal("hi")
        #expect(Self.has(try #require(hindi["reason"] as? String), 0x0900...0x097F))
        #expect((hindi["notes"] as? [String])?.first.map { Self.has($0, 0x0900...0x097F) } == true)
        let tamil = try pongal("ta")
        #expect(Self.has(try #require(tamil["reason"] as? String), 0x0B80...0x0BFF))
        #expect((tamil["notes"] as? [String])?.first.map { Self.has($0, 0x0B80...0x0BFF) } == true)
    }

    @Test("An unknown --lang is refused with the languages it may be")
    func unknownLanguage() {
        let r = runObservanceCommand(FestivalsCommand.self, ["--year", "2026"] + chennai + ["--lang", "xx"])
        #expect(r.status != 0)
        #expect(r.err.contains("xx") && r.err.contains("hi"))
    }
}
