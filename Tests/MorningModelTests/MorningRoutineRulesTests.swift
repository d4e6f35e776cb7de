import CivilTime
import Foundation
import MorningModel
import Routines
import Testing

/// Seed 002 rules the first suite left implicit: the custom routine's limits (§4.3), a switch that
/// finalises the old routine's day (§4.2), and a delete that takes the routine's history with it (§4.6).
extension MorningModelTests {
    @Test("A custom routine needs a title and at most 20 tasks; a refused draft keeps what was typed")
    func customRoutineLimits() async throws {
        let m = model()
        await m.refreshEntitlement()
        let rows = (0..<21).map { RoutineDraft.Row(title: "Task \($0)", time: String(format: "06:%02d", $0)) }
        m.draft = RoutineDraft(title: "  ", rows: Array(rows.prefix(3)))
        #expect(!m.saveDraft())
        #expect(m.errorMessage != nil)
        #expect(m.activeRoutine == nil)
        m.draft = RoutineDraft(title: "Mine", rows: rows)
        #expect(!m.saveDraft())
        #expect(m.draft.rows.count == 21)
        #expect(m.activeRoutine == nil)
        m.draft = RoutineDraft(title: "Mine", rows: Array(rows.prefix(20)))
        #expect(m.saveDraft())
        #expect(try #require(m.activeRoutine).tasks.count == 20)
    }

    @Test("Adopting another routine finalises today's ticks for the old one and leaves only the new one active")
    func switchFinalisesOldRoutine() throws {
        let m = running()
        let old = try #require(m.activeRoutine)
        m.toggle(try #require(old.tasks.first?.id))
        m.adopt(CelebrityCatalog.all[1])
        let record = try #require(m.book.record(of: old.id, on: m.today))
        #expect(record.completedCount == 1)
        #expect(m.book.routines.filter(\.isActive).map(\.id) == [try #require(m.activeRoutine?.id)])
        #expect(m.activeRoutine?.id != old.id)
        #expect(m.activeRoutine?.startDate == m.today.adding(days: 1))
    }

    @Test("Deleting a routine removes it and its finalised days; the data tab no longer has its card")
    func deleteRemovesHistory() throws {
        let m = running()
        let id = try #require(m.activeRoutine?.id)
        m.toggle(try #require(m.activeRoutine?.tasks.first?.id))
        clock.advance(86_400)
        m.refresh()
        #expect(m.book.hasHistory(id))
        m.delete(id)
        #expect(m.book.routine(id) == nil)
        #expect(!m.book.records.contains { $0.routineID == id })
        #expect(m.state == .noActiveRoutine)
    }
}
