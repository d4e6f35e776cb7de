import CivilTime
import Japa
import Testing

@Suite("Validating what practitioners type")
struct JapaInputTests {
    @Test("Accepts whole numbers with surrounding spaces")
    func acceptsNumbers() throws {
        #expect(try JapaInput.addition(" 16 ") == 16)
        #expect(try JapaInput.value("0", target: 5556) == 0)
        #expect(try JapaInput.value("5556", target: 5556) == 5556)
    }

    @Test(
        "Rejects hostile additions with the reason",
        arguments: [
            ("", JapaError.empty(field: .amount)),
            ("   ", .empty(field: .amount)),
            ("0", .tooSmall(field: .amount, minimum: 1)),
            ("-5", .tooSmall(field: .amount, minimum: 1)),
            ("1.5", .notWhole(field: .amount, text: "1.5")),
            ("2,5", .notWhole(field: .amount, text: "2,5")),
            ("abc", .notANumber(field: .amount, text: "abc")),
            ("<script>alert(1)</script>", .notANumber(field: .amount, text: "<script>alert(1)</script>")),
            ("١٦", .nonASCIIDigits(field: .amount, text: "١٦")),
            ("१६", .nonASCIIDigits(field: .amount, text: "१६")),
            ("99999999999999999999999", .tooLarge(field: .amount, maximum: 1_000_000)),
            ("1000001", .tooLarge(field: .amount, maximum: 1_000_000)),
            ("1e3", .notANumber(field: .amount, text: "1e3")),
            ("--1", .notANumber(field: .amount, text: "--1")),
        ])
    func rejectsAdditions(text: String, expected: JapaError) {
        #expect(throws: expected) { try JapaInput.addition(text) }
    }

    @Test("A set value must lie within 0…target")
    func valueRange() {
        #expect(throws: JapaError.tooLarge(field: .value, maximum: 5556)) { try JapaInput.value("5557", target: 5556) }
        #expect(throws: JapaError.tooSmall(field: .value, minimum: 0)) { try JapaInput.value("-1", target: 5556) }
    }

    @Test("Names are trimmed, bounded and free of control characters")
    func names() throws {
        #expect(try JapaInput.name("  Маха-мантра ") == "Маха-мантра")
        #expect(throws: JapaError.empty(field: .name)) { try JapaInput.name(" ") }
        #expect(throws: JapaError.nameTooLong(maximum: 80)) { try JapaInput.name(String(repeating: "ॐ", count: 81)) }
        #expect(throws: JapaError.nameHasControlCharacters) { try JapaInput.name("a\u{0}b") }
        // Markup is a legal name; the web layer escapes it.
        #expect(try JapaInput.name("<b>x</b>") == "<b>x</b>")
    }

    @Test("Target dates are optional, well formed and not in the past")
    func targetDates() throws {
        let today = try CivilDate(iso: "2026-11-21")
        #expect(try JapaInput.targetDate("", today: today) == nil)
        #expect(try JapaInput.targetDate("2027-03-01", today: today) == CivilDate(iso: "2027-03-01"))
        #expect(throws: JapaError.targetDateInPast("2026-11-20")) {
            try JapaInput.targetDate("2026-11-20", today: today)
        }
        #expect(throws: JapaError.malformedDate("31.12.2026")) { try JapaInput.targetDate("31.12.2026", today: today) }
    }

    @Test("Targets run from 1 to ten million")
    func targets() {
        #expect(throws: JapaError.tooSmall(field: .target, minimum: 1)) { try JapaInput.target("0") }
        #expect(throws: JapaError.tooLarge(field: .target, maximum: 10_000_000)) { try JapaInput.target("10000001") }
    }
}
