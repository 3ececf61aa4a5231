package io.boardstate.engine.contract;

import io.boardstate.engine.Command;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * Plausible commands of every registered type, built by reflection from the record components:
 * integers from a small range around the values legal commands use, the strings legal commands
 * have used in this game plus unknown ones, both booleans, every enum constant. Types with
 * larger parameter spaces are sampled (seeded), always with each legal command's one-parameter
 * neighbours, so that "almost legal" commands are among them.
 */
final class Candidates {
    private static final int FULL_PRODUCT = 400;
    private static final int SAMPLES = 250;
    /** Legal commands per type whose one-parameter neighbours are tried (sampled). */
    private static final int NEIGHBOURS_OF = 6;

    private final Map<String, Class<? extends Command>> types;
    private final Set<Integer> ints = new TreeSet<>(List.of(-1, 0, 1, 2, 3));
    private final Set<String> strings = new LinkedHashSet<>(List.of("", "NOWHERE"));
    private final SplittableRandom random;

    Candidates(Map<String, ? extends Class<? extends Command>> types, long seed) {
        this.types = Map.copyOf(types);
        this.random = new SplittableRandom(seed);
    }

    /** Learns the values legal commands use (region ids, district ids, counts). */
    void learn(Collection<? extends Command> legal) {
        for (Command c : legal) {
            for (Object v : values(c)) {
                if (v instanceof Integer i) {
                    ints.add(i);
                    ints.add(i + 1);
                } else if (v instanceof String s) {
                    strings.add(s);
                }
            }
        }
    }

    List<Command> around(Collection<? extends Command> legal) {
        List<Command> out = new ArrayList<>();
        for (Class<? extends Command> type : types.values()) {
            if (!type.isRecord()) continue;
            RecordComponent[] parts = type.getRecordComponents();
            List<List<Object>> pools = new ArrayList<>();
            boolean supported = true;
            long product = 1;
            for (RecordComponent p : parts) {
                List<Object> pool = pool(p.getType());
                if (pool == null) {
                    supported = false;
                    break;
                }
                pools.add(pool);
                product *= pool.size();
            }
            if (!supported) continue;
            if (product <= FULL_PRODUCT) {
                enumerate(type, pools, new Object[parts.length], 0, out);
            } else {
                for (int n = 0; n < SAMPLES; n++) {
                    Object[] args = new Object[parts.length];
                    for (int i = 0; i < args.length; i++)
                        args[i] = pools.get(i).get(random.nextInt(pools.get(i).size()));
                    out.add(make(type, args));
                }
                List<Command> sameType = new ArrayList<>();
                for (Command c : legal) if (c.getClass() == type) sameType.add(c);
                while (sameType.size() > NEIGHBOURS_OF) sameType.remove(random.nextInt(sameType.size()));
                for (Command c : sameType) {
                    Object[] base = values(c).toArray();
                    for (int i = 0; i < base.length; i++) {
                        for (Object v : pools.get(i)) {
                            Object[] args = base.clone();
                            args[i] = v;
                            out.add(make(type, args));
                        }
                    }
                }
            }
        }
        return out;
    }

    private List<Object> pool(Class<?> type) {
        if (type == int.class || type == Integer.class) return new ArrayList<>(ints);
        if (type == boolean.class || type == Boolean.class) return List.of(false, true);
        if (type == String.class) return new ArrayList<>(strings);
        if (type.isEnum()) return List.of((Object[]) type.getEnumConstants());
        return null;
    }

    private void enumerate(
            Class<? extends Command> type, List<List<Object>> pools, Object[] args, int i, List<Command> out) {
        if (i == args.length) {
            out.add(make(type, args.clone()));
            return;
        }
        for (Object v : pools.get(i)) {
            args[i] = v;
            enumerate(type, pools, args, i + 1, out);
        }
    }

    private static Command make(Class<? extends Command> type, Object[] args) {
        try {
            Class<?>[] params = new Class<?>[args.length];
            RecordComponent[] parts = type.getRecordComponents();
            for (int i = 0; i < args.length; i++) params[i] = parts[i].getType();
            Constructor<? extends Command> ctor = type.getDeclaredConstructor(params);
            ctor.setAccessible(true);
            return ctor.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + type.getSimpleName(), e);
        }
    }

    private static List<Object> values(Command c) {
        List<Object> out = new ArrayList<>();
        if (!c.getClass().isRecord()) return out;
        for (RecordComponent p : c.getClass().getRecordComponents()) {
            try {
                p.getAccessor().setAccessible(true);
                out.add(p.getAccessor().invoke(c));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }
}
