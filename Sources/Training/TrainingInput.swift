import Foundation

/// Parsing and validation of what an athlete types, shared by the forms and the API.
public enum TrainingInput {
    /// The most reps one set may carry.
    public static let maximumRepsPerSet = 10_000

    /// A number typed by a person: trims spaces, accepts the digits 0–9 with one optional `.` or
    /// `,` decimal separator (and a leading minus, so "-5" is reported as too small, not as text).
    public static func number(_ text: String, field: TrainingError.Field) throws(TrainingError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: field) }
        let negative = trimmed.hasPrefix("-")
        let body = negative ? trimmed.dropFirst() : Substring(trimmed)
        let separators = body.filter { $0 == "." || $0 == "," }.count
        let digits = body.filter { $0 != "." && $0 != "," }
        if !digits.isEmpty, separators <= 1, digits.allSatisfy(\.isNumber), !digits.allSatisfy(\.isASCII) {
            throw .nonASCIIDigits(field: field, text: trimmed)
        }
        guard !digits.isEmpty, separators <= 1, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .notANumber(field: field, text: trimmed)
        }
        // Absurdly long digit strings: saturate, so the range check reports them with its limit.
        guard digits.count <= 15 else { return negative ? -1e15 : 1e15 }
        guard let value = Double(body.replacingOccurrences(of: ",", with: ".")) else {
            throw .notANumber(field: field, text: trimmed)
        }
        return negative ? -value : value
    }

    /// A whole number (decimals are reported as not whole).
    public static func whole(_ text: String, field: TrainingError.Field) throws(TrainingError) -> Int {
        let value = try number(text, field: field)
        guard value == value.rounded() else {
            throw .notWhole(field: field, text: text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return Int(max(-1e15, min(1e15, value)))
    }

    /// The mode: `time` or `reps`.
    public static func mode(_ text: String) throws(TrainingError) -> TrainingMode {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: .mode) }
        guard let mode = TrainingMode(rawValue: trimmed) else { throw .unknownMode(trimmed) }
        return mode
    }

    /// The exercise name: trimmed, at most 60 characters, no control characters; may be empty.
    public static func exercise(_ text: String) throws(TrainingError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= TrainingConfiguration.maximumExerciseLength else {
            throw .nameTooLong(maximum: TrainingConfiguration.maximumExerciseLength)
        }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .nameHasControlCharacters
        }
        return trimmed
    }

    /// A whole configuration from typed fields, validated: the target in seconds (tenths allowed)
    /// or whole reps, the rest in whole seconds, the adjustment from 0.
    public static func configuration(
        exercise: String, mode: String, target: String, rest: String, adjustment: String
    ) throws(TrainingError) -> TrainingConfiguration {
        let mode = try self.mode(mode)
        let exercise = try self.exercise(exercise)
        let target = mode == .time ? try number(target, field: .target) : Double(try whole(target, field: .target))
        let rest = try whole(rest, field: .rest)
        let adjustmentText = adjustment.trimmingCharacters(in: .whitespacesAndNewlines)
        let adjustment: Double =
            adjustmentText.isEmpty
            ? 0
            : mode == .time
                ? try number(adjustmentText, field: .adjustment) : Double(try whole(adjustmentText, field: .adjustment))
        let configuration = TrainingConfiguration(
            exercise: exercise, mode: mode, target: target, restSeconds: rest, adjustment: adjustment)
        try configuration.validate()
        return configuration
    }

    /// The reps of one set: a whole number from 1 to `maximumRepsPerSet` (0, negative and
    /// non-numeric input are refused, per the seed).
    public static func reps(_ text: String) throws(TrainingError) -> Int {
        let value = try whole(text, field: .reps)
        guard value >= 1 else { throw .tooSmall(field: .reps, minimum: 1) }
        guard value <= maximumRepsPerSet else { throw .tooLarge(field: .reps, maximum: Double(maximumRepsPerSet)) }
        return value
    }

    /// An instant in ISO 8601 (with or without fractional seconds).
    public static func instant(_ text: String) throws(TrainingError) -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 40 else { throw .malformedInstant(String(trimmed.prefix(40))) }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = fractional.date(from: trimmed) ?? ISO8601DateFormatter().date(from: trimmed) { return date }
        throw .malformedInstant(trimmed)
    }
}
