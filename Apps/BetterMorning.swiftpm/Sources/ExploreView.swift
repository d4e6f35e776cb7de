import MorningModel
import Routines
import SwiftUI

/// The celebrity grid, Settings, and "+ Create" (the paywall until custom routines are unlocked).
struct ExploreView: View {
    let model: MorningModel
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 16)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(CelebrityCatalog.all, id: \.slug) { profile in
                        NavigationLink {
                            CelebrityView(model: model, profile: profile)
                        } label: {
                            Avatar(profile: profile, name: model.texts.name(profile))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .navigationTitle("Explore")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink {
                        SettingsView(model: model)
                    } label: {
                        Image(systemName: "gearshape")
                    }
                    .accessibilityLabel("Settings")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("+ Create") { model.requestCreate() }
                }
            }
        }
    }
}

/// A round avatar with initials and the name below.
struct Avatar: View {
    let profile: CelebrityProfile
    let name: String

    var body: some View {
        VStack {
            Text(profile.initials)
                .font(.title2.weight(.bold))
                .foregroundStyle(.white)
                .frame(width: 80, height: 80)
                .background(Color(hue: Double(profile.hue) / 360, saturation: 0.55, brightness: 0.7))
                .clipShape(Circle())
                .accessibilityHidden(true)
            Text(name)
                .font(.footnote)
                .multilineTextAlignment(.center)
                .lineLimit(2)
        }
        .accessibilityElement(children: .combine)
    }
}

/// A person's profile: who they are, their routine, and "Choose this routine".
struct CelebrityView: View {
    let model: MorningModel
    let profile: CelebrityProfile
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Section {
                Text(model.texts.knownFor(profile)).font(.headline)
                Text(model.texts.about(profile))
            }
            Section("Routine") {
                ForEach(Array(model.texts.taskTitles(profile).enumerated()), id: \.offset) { index, title in
                    HStack(alignment: .firstTextBaseline) {
                        Text(profile.taskTimes[index].description).monospacedDigit().foregroundStyle(.secondary)
                        Text(title)
                    }
                }
            }
            Section {
                Text(profile.source).font(.footnote).foregroundStyle(.secondary)
            }
            Button("Choose this routine") {
                model.adopt(profile)
                dismiss()
            }
            .frame(minHeight: 44)
        }
        .navigationTitle(model.texts.name(profile))
    }
}
