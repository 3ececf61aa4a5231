package io.boardstate.games.greatfire;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * A legal-command list kept as command codes ({@link CommandTable#code}): a random playout reads
 * its size and one element, so the list stores ints and looks up only the commands read. Fire
 * moves, often hundreds, come first as blocks of destinations times sources (the order of {@link
 * FireMoves#legal}); single codes follow. Read only for its users; {@link GreatFireLegal} fills it
 * before handing it out.
 */
final class LegalList extends AbstractList<GreatFireCommand> implements RandomAccess {
    private final CommandTable table;
    private int[] codes = new int[16];
    private int codeCount;
    private int blockCount;
    private int[] blockKinds = new int[4];
    private int[][] blockTargets = new int[4][];
    private int[][] blockSources = new int[4][];
    private int blockMoves;

    LegalList(CommandTable table) {
        this.table = table;
    }

    void append(int kind, int a, int b) {
        if (codeCount == codes.length) codes = Arrays.copyOf(codes, codeCount * 2);
        codes[codeCount++] = CommandTable.code(kind, a, b);
    }

    /** One code per b in {@code bs}, in order; room is made once for the whole run. */
    void appendAll(int kind, int a, int[] bs) {
        if (codeCount + bs.length > codes.length)
            codes = Arrays.copyOf(codes, Math.max(codes.length * 2, codeCount + bs.length));
        for (int b : bs) codes[codeCount++] = CommandTable.code(kind, a, b);
    }

    void append(int kind, int a) {
        append(kind, a, 0);
    }

    /** Moves of {@code kind} from each source to each target, target by target; before any single code. */
    void appendProduct(int kind, int[] targets, int[] sources) {
        if (codeCount > 0) throw new IllegalStateException("blocks of moves come before single commands");
        if (blockCount == blockKinds.length) {
            blockKinds = Arrays.copyOf(blockKinds, blockCount * 2);
            blockTargets = Arrays.copyOf(blockTargets, blockCount * 2);
            blockSources = Arrays.copyOf(blockSources, blockCount * 2);
        }
        blockKinds[blockCount] = kind;
        blockTargets[blockCount] = targets;
        blockSources[blockCount++] = sources;
        blockMoves += targets.length * sources.length;
    }

    @Override
    public GreatFireCommand get(int index) {
        if (index < 0 || index >= size()) throw new IndexOutOfBoundsException(index);
        if (index >= blockMoves) return table.command(codes[index - blockMoves]);
        int k = index;
        for (int block = 0; ; block++) {
            int[] sources = blockSources[block];
            int moves = blockTargets[block].length * sources.length;
            if (k < moves) {
                int target = blockTargets[block][k / sources.length];
                return table.command(CommandTable.code(blockKinds[block], sources[k % sources.length], target));
            }
            k -= moves;
        }
    }

    @Override
    public int size() {
        return blockMoves + codeCount;
    }
}
