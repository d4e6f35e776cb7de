import MorningModel
import Routines
import SwiftUI

/// Writes a custom routine: a title and up to 20 tasks with times; auto-saved as typed.
struct CreateRoutineView: View {
    @Bindable var model: MorningModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Title") {
                    TextField("My morning", text: $model.draft.title)
                }
                Section("Tasks") {
                    ForEach(model.draft.rows.indices, id: \.self) { index in
                        HStack {
                            TextField("06:00", text: $model.draft.rows[index].time)
                                .keyboardType(.numbersAndPunctuation)
                                .frame(width: 70)
                            TextField("Task", text: $model.draft.rows[index].title)
                        }
                    }
                    if model.draft.rows.count < RoutineDraft.maximumRows {
                        Button("Add task") { model.draft.rows.append(RoutineDraft.Row(title: "", time: "")) }
                    }
                }
                if let message = model.errorMessage {
                    Text(message).foregroundStyle(.red)
                }
                Text("A routine cannot be edited once saved. It starts tomorrow.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .navigationTitle("New routine")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { model.saveDraft() }
                }
            }
        }
    }
}
