package io.boardstate;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameStartingWith;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.boardstate.store.MatchLog;
import io.boardstate.store.MatchStore;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The direction of the code: {@code api} → {@code match} → {@code engine} / {@code store} /
 * {@code cache}, never back; HTTP stays in {@code api}; the games are pure Java.
 */
@AnalyzeClasses(packages = "io.boardstate", importOptions = ImportOption.DoNotIncludeTests.class)
class LayersTest {
    @ArchTest
    static final ArchRule layers = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .layer("Api")
            .definedBy("io.boardstate.api..")
            .layer("Match")
            .definedBy("io.boardstate.match..")
            .layer("Store")
            .definedBy("io.boardstate.store..")
            .layer("Cache")
            .definedBy("io.boardstate.cache..")
            .layer("Engine")
            .definedBy("io.boardstate.engine..", "io.boardstate.games..")
            .layer("Health")
            .definedBy("io.boardstate.health..")
            .layer("Config")
            .definedBy("io.boardstate.config..")
            .whereLayer("Api")
            .mayNotBeAccessedByAnyLayer()
            .whereLayer("Health")
            .mayNotBeAccessedByAnyLayer()
            .whereLayer("Match")
            .mayOnlyBeAccessedByLayers("Api")
            .whereLayer("Store")
            .mayOnlyBeAccessedByLayers("Match")
            .whereLayer("Cache")
            .mayOnlyBeAccessedByLayers("Match", "Health")
            .whereLayer("Engine")
            .mayOnlyBeAccessedByLayers("Api", "Match")
            .whereLayer("Config")
            .mayOnlyBeAccessedByLayers("Api", "Match", "Store", "Cache");

    @ArchTest
    static final ArchRule enginesArePureJava = noClasses()
            .that()
            .resideInAnyPackage("io.boardstate.engine..", "io.boardstate.games..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "io.quarkus..",
                    "jakarta..",
                    "javax.persistence..",
                    "org.hibernate..",
                    "io.vertx..",
                    "org.eclipse.microprofile..",
                    "io.smallrye..",
                    "io.micrometer..");

    @ArchTest
    static final ArchRule onlyTheApiSpeaksHttp = noClasses()
            .that()
            .resideOutsideOfPackage("io.boardstate.api..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "jakarta.ws.rs..",
                    "org.jboss.resteasy..",
                    "io.vertx.ext.web..",
                    "org.eclipse.microprofile.openapi..");

    /**
     * The floors inside {@code match}: its sub-packages ({@code support}, {@code model},
     * {@code state}, {@code view}, {@code webhook}, {@code commit}, {@code clock}, {@code command},
     * {@code organizer}) depend on each other without a cycle.
     */
    @ArchTest
    static final ArchRule matchFloorsHaveNoCycle =
            slices().matching("io.boardstate.match.(*)..").should().beFreeOfCycles();

    /**
     * The floors inside {@code api}: {@code problem} (problem documents and their mappers), {@code
     * dto} (the match records and creation requests), {@code http} (filters, entity tags,
     * conditional GETs, languages), {@code auth} (organizer keys, creation limits), {@code openapi}
     * (the contract's filters), {@code webhook}, {@code match} (the match resources), {@code
     * organizer} (rounds, results, standings, key administration) and {@code ui} depend on each
     * other without a cycle; only the application's bootstrap sits at the root.
     */
    @ArchTest
    static final ArchRule apiFloorsHaveNoCycle =
            slices().matching("io.boardstate.api.(*)..").should().beFreeOfCycles();

    /** The entry points the API calls sit at the root of {@code match}, above every floor. */
    @ArchTest
    static final ArchRule matchFloorsDoNotReachUp = noClasses()
            .that()
            .resideInAPackage("io.boardstate.match.*..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("io.boardstate.match");

    /**
     * One commit door: only {@code match.commit} appends to a match's log or stores a new match;
     * every other write (commands, clocks, administration, creation) goes through it.
     */
    @ArchTest
    static final ArchRule onlyTheCommitDoorAppends = noClasses()
            .that()
            .resideOutsideOfPackages("io.boardstate.match.commit..", "io.boardstate.store..")
            .should()
            .callMethodWhere(target(owner(assignableTo(MatchLog.class))).and(target(name("append"))))
            .orShould()
            .callMethodWhere(target(owner(assignableTo(MatchStore.class))).and(target(nameStartingWith("create"))))
            .because("the commit door numbers, checksums and notifies every stored event");

    /** No game depends on another game, directly or round about. */
    @ArchTest
    static final ArchRule gamesHaveNoCycle =
            slices().matching("io.boardstate.games.(*)..").should().beFreeOfCycles();

    /**
     * The packages of the Small World family depend on each other without a cycle: {@code
     * core.ability} (the data) below {@code core} (the rules and their hooks), the races and
     * powers below nothing of their own edition but its data. Not yet so, and so not checked: an
     * edition's root package builds its races and powers (the edition class) and still names a
     * few of them in its rules (issue #31), while they read the edition's data classes of the
     * same root package; those edges from an edition's root to its own parts are left out.
     */
    @ArchTest
    static final ArchRule smallWorldPackagesHaveNoCycle = slices().matching("io.boardstate.games.smallworld.(**)")
            .should()
            .beFreeOfCycles()
            .ignoreDependency(
                    JavaClass.Predicates.resideInAnyPackage(
                            "io.boardstate.games.smallworld.base",
                            "io.boardstate.games.smallworld.underground",
                            "io.boardstate.games.smallworld.warcraft"),
                    JavaClass.Predicates.resideInAnyPackage(
                            "io.boardstate.games.smallworld.*.races", "io.boardstate.games.smallworld.*.powers"));

    /**
     * No class of a game takes part in a cycle of classes of different packages (Tarjan over the
     * top-level classes): a race or power never reaches back into the edition that built it, the
     * data never into the rules; the edition hands a part what it needs through its constructor.
     */
    @ArchTest
    static void gameClassesHaveNoCycleAcrossPackages(JavaClasses classes) {
        Map<String, Set<String>> edges = new HashMap<>();
        for (JavaClass c : classes) {
            if (!c.getPackageName().startsWith("io.boardstate.games")) continue;
            Set<String> out = edges.computeIfAbsent(topLevel(c), k -> new TreeSet<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                JavaClass t = d.getTargetClass();
                if (t.getPackageName().startsWith("io.boardstate.games")
                        && !topLevel(t).equals(topLevel(c))) out.add(topLevel(t));
            }
        }
        List<String> crossing = new ArrayList<>();
        for (List<String> component : new Tarjan(edges).components()) {
            if (component.stream()
                            .map(n -> n.substring(0, n.lastIndexOf('.')))
                            .distinct()
                            .count()
                    > 1) crossing.add(new TreeSet<>(component).toString());
        }
        assertEquals(List.of(), crossing, "classes of different packages in one cycle");
    }

    private static String topLevel(JavaClass c) {
        JavaClass t = c;
        while (t.getEnclosingClass().isPresent()) t = t.getEnclosingClass().get();
        return t.getName();
    }

    /** Strongly connected components of a graph of class names (Tarjan). */
    private static final class Tarjan {
        private final Map<String, Set<String>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final List<String> stack = new ArrayList<>();
        private final Set<String> onStack = new java.util.HashSet<>();
        private final List<List<String>> components = new ArrayList<>();

        Tarjan(Map<String, Set<String>> edges) {
            this.edges = edges;
        }

        List<List<String>> components() {
            for (String v : new TreeSet<>(edges.keySet())) if (!index.containsKey(v)) visit(v);
            return components;
        }

        private void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.add(v);
            onStack.add(v);
            for (String w : edges.getOrDefault(v, Set.of())) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) low.put(v, Math.min(low.get(v), index.get(w)));
            }
            if (low.get(v).equals(index.get(v))) {
                List<String> component = new ArrayList<>();
                String w;
                do {
                    w = stack.removeLast();
                    onStack.remove(w);
                    component.add(w);
                } while (!w.equals(v));
                if (component.size() > 1) components.add(component);
            }
        }
    }
}
