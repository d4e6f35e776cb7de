import MorningModel
import Routines
import SwiftUI

/// The celebrity grid, Settings, and "+ Create" (the paywall until custom routines are unlocked).
///
/// A long press then a drag moves the whole grid a little with the finger (the seed's parallax),
/// and springs back on lift; that long press never opens a profile. With Reduce Motion the grid
/// stays still and nothing springs.
struct ExploreView: View {
    let model: MorningModel
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 16)]
    @State private var parallax = ExploreParallax()
    @State private var opened: CelebrityProfile?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(CelebrityCatalog.all, id: \.slug) { profile in
                        Button {
                            if parallax.tapOpensProfile(at: .now) { opened = profile }
                        } label: {
                            Avatar(profile: profile, name: model.texts.name(profile))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
                .offset(x: parallax.x, y: parallax.y)
                .animation(reduceMotion ? nil : .spring, value: parallax)
                .simultaneousGesture(parallaxGesture)
            }
            .navigationTitle("Explore")
            .navigationDestination(item: $opened) { profile in
                CelebrityView(model: model, profile: profile)
            }
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

extension ExploreView {
    /// Long press, then drag: the grid follows; lift: it returns.
    private var parallaxGesture: some Gesture {
        LongPressGesture(minimumDuration: 0.4)
            .sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                guard case .second(true, let drag) = value else { return }
                if !parallax.isPressing { parallax.pressBegan() }
                let moved = drag?.translation ?? .zero
                parallax.dragged(dx: Double(moved.width), dy: Double(moved.height), reduceMotion: reduceMotion)
            }
            .onEnded { _ in parallax.pressEnded(at: .now) }
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
