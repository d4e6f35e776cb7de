import CivilTime
import Foundation
import Japa
import Storage

/// The presenter's texts from a counter's figures alone, so an answer to a write or a summary
/// needs no history. The snapshot-taking versions in `JapaPresenter` delegate here with the
/// replayed state's figures, so each rule is written once.
extension JapaPresenter {
    func statusLine(_ counter: JapaCounter, _ figures: CounterFigures) -> String {
        switch counter.copyFormat {
        case .literal: return "\(figures.todayIncrement) круга (\(figures.total))"
        case .plural:
            return localizer.plural(
                "japa.status", count: figures.todayIncrement, in: language, ["total": String(figures.total)])
        }
    }

    func percent(_ figures: CounterFigures) -> String {
        let value = (figures.progress * 1000).rounded(.down) / 10
        let tenths = Int(value * 10 + 0.5)
        let text = tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
        return language == .english ? text : text.replacingOccurrences(of: ".", with: ",")
    }

    func pace(_ counter: JapaCounter, _ figures: CounterFigures) -> Pacing? {
        counter.targetDate.map { Pacing(remaining: figures.remaining, today: today, targetDate: $0) }
    }

    func paceText(_ counter: JapaCounter, _ figures: CounterFigures) -> String? {
        guard let date = counter.targetDate, let pacing = pace(counter, figures), !figures.isComplete else {
            return nil
        }
        if pacing.isOverdue {
            return localizer.text(
                "japa.overdue", in: language, ["date": date.description, "count": String(pacing.remaining)])
        }
        guard let perDay = pacing.perDay else { return nil }
        return localizer.text(
            "japa.pace", in: language,
            ["perDay": String(perDay), "date": date.description, "days": String(pacing.daysLeft)])
    }

    func celebration(_ counter: JapaCounter) -> String {
        localizer.text(
            "japa.celebrationBody", in: language, ["target": String(counter.target), "name": counter.name])
    }
}
