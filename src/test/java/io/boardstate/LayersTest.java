package io.boardstate;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameStartingWith;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.boardstate.store.MatchLog;
import io.boardstate.store.MatchStore;

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
}
