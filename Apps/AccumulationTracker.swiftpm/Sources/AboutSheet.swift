import SwiftUI

/// How accumulation training works, and the terms the app uses.
struct AboutSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Accumulation training").font(.title2.weight(.bold))
                    Text(
                        "Pick a target — seconds of a hold or a number of reps — and reach it in as many sets as it takes, resting between them."
                    )
                    Text("Time mode").font(.headline)
                    Text(
                        "Hold as long as you can. Bail Out counts the hold minus the adjustment (the time a transition costs) and starts the rest. Stop counts the full hold and ends the session."
                    )
                    Text("Reps mode").font(.headline)
                    Text(
                        "After each set, tap Done With Set and enter your reps; the adjustment is added as bonus reps.")
                    Text("Rest").font(.headline)
                    Text(
                        "A countdown beeps at 3 seconds and at 0, then the next set starts. Skip Rest starts it at once."
                    )
                }
                .padding()
            }
            .navigationTitle("About")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
