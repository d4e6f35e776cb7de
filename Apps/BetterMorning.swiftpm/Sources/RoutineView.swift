import CivilTime
import MorningModel
import Routines
import SwiftUI

/// Today's routine: a date scroller from the routine's start to today and the task list; today's
/// tasks toggle ✓ on tap, past days are read-only with ✓ and ✗.
struct RoutineView: View {
    @Bindable var model: MorningModel

    var body: some View {
        NavigationStack {
            Group {
                switch model.state {
                case .noActiveRoutine:
                    EmptyRoutine(
                        title: "No routine yet", text: "Choose one in Explore, or create your own.", model: model)
                case .waitingToStart(_, let start):
                    EmptyRoutine(
                        title:
                            "Your routine starts \(start == model.today.adding(days: 1) ? "tomorrow" : start.description)",
                        text: "Sleep well. Your tasks will be here in the morning.", model: nil)
                case .runningToday:
                    running
                }
            }
            .navigationTitle(model.activeRoutine?.name ?? "Routine")
        }
    }

    private var running: some View {
        let day = model.selectedDay
        let marks = model.marks(on: day)
        let isToday = day == model.today
        return VStack(spacing: 0) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(model.book.scrollerDays, id: \.self) { shown in
                        Button {
                            model.selectedDay = shown
                        } label: {
                            VStack {
                                Text(shown == model.today ? "Today" : "\(shown.month)/\(shown.day)")
                                    .font(.footnote)
                            }
                            .padding(.horizontal, 12)
                            .frame(minHeight: 44)
                            .background(shown == day ? Color.accentColor.opacity(0.25) : Color.clear)
                            .clipShape(Capsule())
                        }
                        .accessibilityAddTraits(shown == day ? .isSelected : [])
                    }
                }
                .padding(.horizontal)
            }
            List(model.activeRoutine?.tasks ?? [], id: \.id) { task in
                Button {
                    model.toggle(task.id)
                } label: {
                    TaskRow(task: task, mark: marks[task.id] ?? .untouched)
                }
                .disabled(!isToday)
            }
            if let message = model.errorMessage {
                Text(message).font(.footnote).foregroundStyle(.red).padding()
            }
        }
    }
}

/// One task with its time and its mark.
struct TaskRow: View {
    let task: RoutineTask
    let mark: TaskMark

    var body: some View {
        HStack {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(color)
                .accessibilityHidden(true)
            Text(task.time.description).monospacedDigit().foregroundStyle(.secondary)
            Text(task.title)
        }
        .frame(minHeight: 44)
        .accessibilityElement(children: .combine)
        .accessibilityValue(label)
    }

    private var symbol: String {
        switch mark {
        case .untouched: "circle"
        case .completed: "checkmark.circle.fill"
        case .incomplete: "xmark.circle.fill"
        }
    }

    private var color: Color {
        switch mark {
        case .untouched: .secondary
        case .completed: .green
        case .incomplete: .red
        }
    }

    private var label: String {
        switch mark {
        case .untouched: "Not done yet"
        case .completed: "Done"
        case .incomplete: "Missed"
        }
    }
}

/// The Routine and Data tabs' empty state, with Explore and Create where it helps.
struct EmptyRoutine: View {
    let title: String
    let text: String
    let model: MorningModel?

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "sun.horizon").font(.system(size: 48)).foregroundStyle(.secondary)
                .accessibilityHidden(true)
            Text(title).font(.title2.weight(.semibold)).multilineTextAlignment(.center)
            Text(text).foregroundStyle(.secondary).multilineTextAlignment(.center)
            if let model {
                Button("Create a routine") { model.requestCreate() }
                    .buttonStyle(.bordered)
            }
        }
        .padding()
    }
}
