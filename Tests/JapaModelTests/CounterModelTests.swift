import Foundation
import Japa
import JapaModel
import Testing

@MainActor
@Suite("Purascharana counter screen")
struct CounterModelTests {
    let clock = TestClock()
    let url = temporaryDirectory().appendingPathComponent("japa.json")

    func model() -> CounterModel {
        CounterModel(
            store: FileJapaStore(url: url), clock: { [clock] in clock.now },
            timeZone: TimeZone(identifier: "Europe/Moscow")!)
    }

    @Test("Adding 16 to 2508 gives 2524 and the copy line \"16 круга (2524)\"")
    func copyLine() {
        let counter = model()
        counter.valueText = "2508"
        counter.setCount()
        counter.incrementText = "16"
        counter.add()
        #expect(counter.total == 2524)
        #expect(counter.todayIncrement == 16)
        #expect(counter.copyText == "16 круга (2524)")
        #expect(counter.counterText == "2524 / 5556")
        #expect(counter.incrementText == "")
    }

    @Test("The total stops at 5556 however much is added")
    func capAtTarget() {
        let counter = model()
        counter.valueText = "5550"
        counter.setCount()
        counter.incrementText = "16"
        counter.add()
        #expect(counter.total == 5556)
        #expect(counter.isComplete)
        #expect(counter.progress == 1)
        #expect(counter.copyText == "16 круга (5556)")
    }

    @Test("Settings cannot set a value above the target or below 0")
    func settingsBounds() {
        let counter = model()
        counter.valueText = "6000"
        counter.setCount()
        #expect(counter.total == 0)
        #expect(counter.errorMessage == "Число должно быть не больше 5556.")
        counter.valueText = "-1"
        counter.setCount()
        #expect(counter.total == 0)
        #expect(counter.errorMessage == "Число должно быть не меньше 0.")
    }

    @Test("An empty, zero or non-numeric addition is refused with a Russian message and changes nothing")
    func refusedAdditions() {
        let counter = model()
        for (text, message) in [
            ("", "Введите число."), ("0", "Число должно быть не меньше 1."), ("abc", "Введите число цифрами 0–9."),
        ] {
            counter.incrementText = text
            counter.add()
            #expect(counter.total == 0)
            #expect(counter.errorMessage == message)
        }
    }

    @Test("Undo takes back the latest addition, and today's increment returns to the one before")
    func undo() {
        let counter = model()
        counter.incrementText = "10"
        counter.add()
        counter.incrementText = "16"
        counter.add()
        counter.undo()
        #expect(counter.total == 10)
        #expect(counter.todayIncrement == 10)
        counter.undo()
        #expect(!counter.canUndo)
        counter.undo()
        #expect(counter.errorMessage == "Отменять нечего.")
    }

    @Test("Reset returns the total to 0 and the copy line to \"0 круга (0)\"")
    func reset() {
        let counter = model()
        counter.incrementText = "16"
        counter.add()
        counter.reset()
        #expect(counter.total == 0)
        #expect(counter.copyText == "0 круга (0)")
        #expect(counter.valueText == "0")
    }

    @Test("Today's increment survives a relaunch and the next day: there is no daily reset")
    func persistsWithoutDailyReset() {
        let counter = model()
        counter.incrementText = "16"
        counter.add()
        clock.advance(3 * 86_400)
        let relaunched = model()
        #expect(relaunched.total == 16)
        #expect(relaunched.todayIncrement == 16)
        #expect(relaunched.copyText == "16 круга (16)")
    }

    @Test("Each entry carries the clock's instant and its local day")
    func entriesCarryTheClock() throws {
        let counter = model()
        counter.incrementText = "3"
        counter.add()
        let entries = try FileJapaStore(url: url).loadEntries()
        #expect(entries.map(\.recordedAt) == [clock.now])
        #expect(entries.map(\.day.description) == ["2025-12-09"])
    }

    @Test("The copied toast shows on copy and hides itself 1.5 s later; a second copy restarts its time")
    func copiedToastHidesItself() {
        let counter = model()
        #expect(!counter.showsCopiedToast)
        counter.copied()
        #expect(counter.showsCopiedToast)
        clock.advance(1.0)
        counter.hideToastIfDue()
        #expect(counter.showsCopiedToast)
        counter.copied()
        clock.advance(0.5)
        counter.hideToastIfDue()
        #expect(counter.showsCopiedToast, "the first copy's deadline passed, but the second copy's has not")
        clock.advance(1.0)
        counter.hideToastIfDue()
        #expect(!counter.showsCopiedToast)
        #expect(counter.toastHidesAt == nil)
    }
}
