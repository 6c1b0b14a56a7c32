import Foundation
import LayoutCore

/// Which configuration each layout has: the one shown, the remembered ones, checks of that record, and the
/// record as a `--config` file.
extension PlaygroundApp {
    /// The configuration of the layout shown (or being animated to), never a transition in between.
    var currentConfiguration: any CollectionLayout {
        let shown = collectionView.destinationLayout
        if LayoutName(layoutName: shown.name) == currentLayout { return shown }
        // Mid-transition: the configuration the switch is going to, as a key would bring it up.
        return layout(named: currentLayout)
    }

    /// What is wrong with the app's record of layouts, if anything: the layout shown must be of the kind the
    /// legend names, and each remembered configuration of its own kind (else a key would bring up another layout).
    var layoutBookkeepingProblem: String? {
        // Checked once settled: an interactive transition (and an animation that took it over) heads for a
        // layout the playground adopts only when it lands.
        let shown = collectionView.destinationLayout
        if !collectionView.isTransitioning, LayoutName(layoutName: shown.name) != currentLayout {
            return "a \(shown.name) layout is shown while the playground thinks it shows \(currentLayout.rawValue)"
        }
        if let (slot, layout) = configurations.first(where: { LayoutName(layoutName: $0.value.name) != $0.key }) {
            return "the remembered \(slot.rawValue) configuration is a \(layout.name) layout"
        }
        return nil
    }

    /// The parameters the shown layout's kind declares, to type the values it reports (numbers) in the state
    /// file; mid-transition, those of the layout it is heading to, whose values it reports.
    var shownLayoutDeclarations: [LayoutParameter] {
        guard let kind = LayoutName(layoutName: collectionView.collectionViewLayout.name) else { return [] }
        return (layout(named: kind) as? any AdjustableLayout)?.adjustableParameters ?? []
    }

    /// The session's layouts as a `--config` file's content: the layout shown, the parameters of it and of every
    /// layout shown before, and the data. The state file carries it as "config".
    var configSnapshot: [String: Any] {
        var layouts: [String: Any] = [:]
        for name in LayoutName.allCases {
            let layout = name == currentLayout ? currentConfiguration : configurations[name]
            guard let adjustable = layout as? any AdjustableLayout else { continue }
            var values: [String: Any] = [:]
            for p in adjustable.adjustableParameters { values[p.name] = p.jsonValue }
            if name == .flow && !options.carousel { values[Self.itemSizesParameter] =
                Self.itemSizesChoices[Self.flow(in: layout)?.isSelfSizing == true ? 2 : dataSource.usesItemSizes ? 0 : 1] }
            layouts[name.rawValue] = values
        }
        var config: [String: Any] = ["layout": currentLayout.rawValue, "layouts": layouts]
        if options.carousel { config["carousel"] = true }
        switch options.dataSet {
        case .demo:
            if options.itemCount != nil || options.sectionCount != nil { config["items"] = options.items; config["sections"] = options.sections }
        case .classes: config["data"] = "classes"
        case .file(let path): config["data"] = URL(fileURLWithPath: path).standardizedFileURL.path
        // A config file has no photos field (the folder is given with --photos): the layouts alone round-trip.
        case .photos: break
        }
        return config
    }
}
