import CivilTime
import Foundation

/// Parsing and validation of what a practitioner types, shared by forms, the API and the CLI.
public enum JapaInput {
    /// The most circles one addition may carry.
    public static let maximumAddition = 1_000_000

    /// Parses a whole number typed by a person: trims spaces, accepts only the digits 0–9
    /// (with an optional leading minus, so that "-5" is reported as too small, not as text).
    public static func integer(_ text: String, field: JapaError.Field) throws(JapaError) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: field) }
        let body = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        if body.contains(where: { $0 == "." || $0 == "," }),
            body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," })
        {
            throw .notWhole(field: field, text: trimmed)
        }
        if !body.isEmpty, body.allSatisfy(\.isNumber), !body.allSatisfy(\.isASCII) {
            throw .nonASCIIDigits(field: field, text: trimmed)
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .notANumber(field: field, text: trimmed)
        }
        // Absurdly long digit strings would overflow: saturate, so the caller's range check
        // reports them as too large (or too small) with its own limit.
        let magnitude = body.count <= 15 ? Int(body) ?? Int(Int32.max) : 999_999_999_999_999
        return trimmed.hasPrefix("-") ? -magnitude : magnitude
    }

    /// Circles to add: a whole number from 1 to `maximumAddition`.
    public static func addition(_ text: String) throws(JapaError) -> Int {
        let value = try integer(text, field: .amount)
        guard value >= 1 else { throw .tooSmall(field: .amount, minimum: 1) }
        guard value <= maximumAddition else { throw .tooLarge(field: .amount, maximum: maximumAddition) }
        return value
    }

    /// A total set by hand: a whole number from 0 to the counter's target.
    public static func value(_ text: String, target: Int) throws(JapaError) -> Int {
        let value = try integer(text, field: .value)
        guard value >= 0 else { throw .tooSmall(field: .value, minimum: 0) }
        guard value <= target else { throw .tooLarge(field: .value, maximum: target) }
        return value
    }

    /// A counter's target: 1 to `JapaCounter.maximumTarget`.
    public static func target(_ text: String) throws(JapaError) -> Int {
        let value = try integer(text, field: .target)
        guard value >= 1 else { throw .tooSmall(field: .target, minimum: 1) }
        guard value <= JapaCounter.maximumTarget else {
            throw .tooLarge(field: .target, maximum: JapaCounter.maximumTarget)
        }
        return value
    }

    /// A counter's name: trimmed, 1 to `JapaCounter.maximumNameLength` characters, no controls.
    public static func name(_ text: String) throws(JapaError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: .name) }
        guard trimmed.count <= JapaCounter.maximumNameLength else {
            throw .nameTooLong(maximum: JapaCounter.maximumNameLength)
        }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .nameHasControlCharacters
        }
        return trimmed
    }

    /// An optional target date: empty means none; otherwise a day no earlier than `today`.
    public static func targetDate(_ text: String, today: CivilDate) throws(JapaError) -> CivilDate? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let date: CivilDate
        do { date = try CivilDate(iso: trimmed) } catch { throw .malformedDate(trimmed) }
        guard date >= today else { throw .targetDateInPast(trimmed) }
        return date
    }
}
