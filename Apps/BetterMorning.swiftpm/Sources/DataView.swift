import Charts
import CivilTime
import MorningModel
import Routines
import SwiftUI

/// A card per routine: streaks, the share of tasks done, a weekly bar chart (arrows change the
/// week) and a menu to restart or delete it.
struct DataView: View {
    let model: MorningModel

    var body: some View {
        NavigationStack {
            Group {
                if model.book.routines.isEmpty {
                    EmptyRoutine(title: "No data yet", text: "Your routines' weeks will appear here.", model: model)
                } else {
                    ScrollView {
                        VStack(spacing: 16) {
                            ForEach(model.book.routines.reversed(), id: \.id) { routine in
                                DataCard(model: model, routine: routine)
                            }
                        }
                        .padding()
                    }
                }
            }
            .navigationTitle("Data")
        }
    }
}

/// One routine's card.
struct DataCard: View {
    let model: MorningModel
    let routine: Routine
    @State private var weekOffset = 0
    @State private var confirmsDelete = false

    var body: some View {
        let weeks = model.chartWeeks(of: routine.id)
        let index = max(0, weeks.count - 1 - weekOffset)
        let stats = model.stats(of: routine.id)
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(routine.name).font(.headline)
                if routine.isActive {
                    Text("Active").font(.caption).foregroundStyle(.green)
                }
                Spacer()
                Menu {
                    Button("Restart") { model.restart(routine.id) }
                    Button("Delete", role: .destructive) { confirmsDelete = true }
                } label: {
                    Image(systemName: "ellipsis.circle").font(.title2)
                }
                .accessibilityLabel("Actions for \(routine.name)")
            }
            Text("Streak \(stats.currentStreak) · best \(stats.bestStreak) · \(stats.completionPercent ?? 0)% done")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            if weeks.indices.contains(index) {
                let chart = model.chart(of: routine.id, weekStarting: weeks[index])
                HStack {
                    Button {
                        weekOffset += 1
                    } label: {
                        Image(systemName: "chevron.left")
                    }
                    .disabled(index == 0)
                    .accessibilityLabel("Previous week")
                    Spacer()
                    Text("Week of \(chart.start.description)").font(.subheadline)
                    Spacer()
                    Button {
                        weekOffset -= 1
                    } label: {
                        Image(systemName: "chevron.right")
                    }
                    .disabled(weekOffset == 0)
                    .accessibilityLabel("Next week")
                }
                Chart(chart.bars, id: \.day) { bar in
                    BarMark(
                        x: .value("Day", "\(bar.day.day)"),
                        y: .value("Tasks done", bar.completed ?? 0)
                    )
                    .foregroundStyle(Color.accentColor)
                }
                .chartYScale(domain: 0...chart.scale)
                .frame(height: 160)
                .accessibilityLabel("Tasks done each day of the week")
            }
        }
        .padding()
        .background(.regularMaterial)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .alert("Delete \(routine.name)?", isPresented: $confirmsDelete) {
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) { model.delete(routine.id) }
        } message: {
            Text("Its history goes with it.")
        }
    }
}
