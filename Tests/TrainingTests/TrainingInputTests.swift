import Foundation
import Testing
import Training

@Suite("What the athlete types")
struct TrainingInputTests {
    @Test("A time setup accepts tenths and a comma, and an empty adjustment means 0")
    func timeSetup() throws {
        let c = try TrainingInput.configuration(
            exercise: "  L-sit ", mode: "time", target: "60,5", rest: "30", adjustment: "")
        #expect(
            c == TrainingConfiguration(exercise: "L-sit", mode: .time, target: 60.5, restSeconds: 30, adjustment: 0))
    }

    @Test("Adjustments of 0 are accepted in both modes")
    func zeroAdjustment() throws {
        for mode in ["time", "reps"] {
            let c = try TrainingInput.configuration(exercise: "", mode: mode, target: "10", rest: "0", adjustment: "0")
            #expect(c.adjustment == 0 && c.restSeconds == 0)
        }
    }

    @Test(
        "Hostile setup values are refused with the field named",
        arguments: [
            ("time", "", "30", "0", TrainingError.Field.target),
            ("time", "0", "30", "0", .target),
            ("time", "-5", "30", "0", .target),
            ("time", "abc", "30", "0", .target),
            ("time", "1e5", "30", "0", .target),
            ("time", "999999999999999999999", "30", "0", .target),
            ("time", "٦٠", "30", "0", .target),
            ("time", "<b>60</b>", "30", "0", .target),
            ("reps", "10.5", "30", "0", .target),
            ("time", "60", "1.5", "0", .rest),
            ("time", "60", "-1", "0", .rest),
            ("time", "60", "3601", "0", .rest),
            ("time", "60", "30", "-1", .adjustment),
            ("reps", "60", "30", "0.5", .adjustment),
            ("time", "60", "30", "NaN", .adjustment),
            ("walk", "60", "30", "0", .mode),
            ("", "60", "30", "0", .mode),
        ])
    func hostileSetup(mode: String, target: String, rest: String, adjustment: String, field: TrainingError.Field) {
        #expect {
            _ = try TrainingInput.configuration(
                exercise: "", mode: mode, target: target, rest: rest, adjustment: adjustment)
        } throws: { error in
            (error as? TrainingError)?.field == field
        }
    }

    @Test("Exercise names are limited to 60 characters without control characters")
    func exerciseNames() throws {
        #expect(try TrainingInput.exercise("Планка") == "Планка")
        #expect(throws: TrainingError.nameTooLong(maximum: 60)) {
            try TrainingInput.exercise(String(repeating: "x", count: 61))
        }
        #expect(throws: TrainingError.nameHasControlCharacters) { try TrainingInput.exercise("a\u{0007}b") }
    }

    @Test(
        "Rep input: 0, negative, decimal and non-numeric are refused",
        arguments: [
            ("0", "training.errors.tooSmall"), ("-4", "training.errors.tooSmall"), ("2.5", "training.errors.notWhole"),
            ("ten", "training.errors.notANumber"), ("", "training.errors.empty"),
            ("١٢", "training.errors.nonASCIIDigits"), ("10001", "training.errors.tooLarge"),
        ])
    func invalidReps(text: String, key: String) {
        #expect {
            _ = try TrainingInput.reps(text)
        } throws: { error in
            (error as? TrainingError)?.messageKey == key
        }
    }

    @Test("Valid rep input is read as a whole number")
    func validReps() throws {
        #expect(try TrainingInput.reps(" 12 ") == 12)
    }

    @Test("Instants are read in ISO 8601 with or without milliseconds")
    func instants() throws {
        #expect(try TrainingInput.instant("2026-11-21T10:00:00Z") == t0)
        #expect(try TrainingInput.instant("2026-11-21T10:00:01.250Z") == at(1.25))
        #expect(throws: TrainingError.malformedInstant("yesterday")) { try TrainingInput.instant("yesterday") }
    }

    @Test("Numbers print as the seed prints them: tenths for live values, short for settings")
    func formats() {
        #expect(TrainingFormat.decimal(12.349) == "12.3")
        #expect(TrainingFormat.decimal(0) == "0.0")
        #expect(TrainingFormat.decimal(0.3) == "0.3")
        #expect(TrainingFormat.number(60) == "60")
        #expect(TrainingFormat.number(2.5) == "2.5")
        #expect(TrainingFormat.clock(75) == "1:15")
    }

    @Test("CSV export has one row per set and defuses formulas in names")
    func csv() throws {
        var session = try TrainingSession(
            configuration: TrainingConfiguration(
                exercise: "=cmd", mode: .time, target: 20, restSeconds: 10, adjustment: 2))
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(12)))
        try session.apply(.skipRest(at: at(15)))
        try session.apply(.stop(at: at(25)))
        let lines = TrainingCSV.text([(TrainingSessionID(rawValue: 7), session)]).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("7,'=cmd,time,20,10,2,2026-11-21T10:00:00.000Z,1,bailOut,12,2,10,10,"))
        #expect(lines[2].contains(",2,stop,10,0,10,20,"))
    }
}
