package org.jmlir.translate.graphdef;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The order in which TensorFlow's importer converts the nodes of a graph (its
 * {@code TopologicalOrdering} with {@code GroupByDevice}).
 *
 * <p>The graph gets TensorFlow's pseudo nodes: {@code _SOURCE} feeds every node without inputs and
 * every node without outputs feeds {@code _SINK} (back edges count for this, as the graph is built
 * before they are removed). A depth-first walk from the source, children taken in name order, gives
 * each node a post-order position and numbers the requested devices in the order the walk leaves
 * their first node. Nodes are then emitted as they become ready: from the device group emitted last
 * while it has ready nodes (the one made ready last first), else from the lowest-numbered group;
 * an emitted node readies its consumers in increasing post-order position.
 */
public final class NodeOrder {
  private NodeOrder() {}

  /**
   * The order of nodes {@code 0..n-1}, as indexes; nodes on a cycle (not reachable, or never ready)
   * are missing from it.
   *
   * @param names node names (the tie-break)
   * @param devices the device each node requests, "" for none
   * @param inputs per node, the nodes its data and control edges come from (back edges excluded;
   *     an edge given twice counts twice)
   * @param hasBackEdgeIn per node, whether a removed back edge enters it
   * @param hasBackEdgeOut per node, whether a removed back edge leaves it
   */
  public static int[] order(String[] names, String[] devices, int[][] inputs, boolean[] hasBackEdgeIn,
      boolean[] hasBackEdgeOut) {
    int n = names.length;
    int total = n + 2; // 0: _SOURCE, 1: _SINK
    int[] outCount = new int[total];
    int[] inCount = new int[total];
    for (int i = 0; i < n; i++) {
      for (int src : inputs[i]) {
        outCount[src + 2]++;
      }
    }
    boolean[] toSink = new boolean[n];
    boolean[] fromSource = new boolean[n];
    for (int i = 0; i < n; i++) {
      fromSource[i] = inputs[i].length == 0 && !hasBackEdgeIn[i];
      toSink[i] = outCount[i + 2] == 0 && !hasBackEdgeOut[i];
      if (fromSource[i]) {
        outCount[0]++;
      }
      if (toSink[i]) {
        outCount[i + 2]++;
      }
    }
    int[][] out = new int[total][];
    for (int i = 0; i < total; i++) {
      out[i] = new int[outCount[i]];
    }
    int[] fill = new int[total];
    for (int i = 0; i < n; i++) {
      if (fromSource[i]) {
        out[0][fill[0]++] = i + 2;
        inCount[i + 2]++;
      }
      for (int src : inputs[i]) {
        out[src + 2][fill[src + 2]++] = i + 2;
        inCount[i + 2]++;
      }
    }
    for (int i = 0; i < n; i++) {
      if (toSink[i]) {
        out[i + 2][fill[i + 2]++] = 1;
        inCount[1]++;
      }
    }
    // Name ranks, so that children sort by name without comparing strings again.
    Integer[] byName = new Integer[total];
    for (int i = 0; i < total; i++) {
      byName[i] = i;
    }
    Arrays.sort(byName, (a, b) -> name(names, a).compareTo(name(names, b)));
    int[] rank = new int[total];
    for (int i = 0; i < total; i++) {
      rank[byName[i]] = i;
    }

    // Depth-first walk: post-order positions, device groups, nodes ready at the start.
    int[] position = new int[total];
    int[] group = new int[total];
    Arrays.fill(position, -1);
    Map<String, Integer> groupOf = new HashMap<>();
    List<IntStack> ready = new ArrayList<>();
    TreeSet<Integer> readyGroups = new TreeSet<>();
    boolean[] visited = new boolean[total];
    IntStack stack = new IntStack();
    stack.push(0); // entries: id * 2 (enter) or id * 2 + 1 (leave)
    int visitedCount = 0;
    while (stack.size > 0) {
      int w = stack.pop();
      int id = w >> 1;
      if ((w & 1) == 1) {
        position[id] = visitedCount++;
        String key = id < 2 ? "" : devices[id - 2];
        Integer g = groupOf.get(key);
        if (g == null) {
          g = groupOf.size();
          groupOf.put(key, g);
          ready.add(new IntStack());
        }
        group[id] = g;
        if (inCount[id] == 0) {
          ready.get(g).push(id);
          readyGroups.add(g);
        }
        continue;
      }
      if (visited[id]) {
        continue;
      }
      visited[id] = true;
      stack.push(id * 2 + 1);
      int[] children = out[id].clone();
      sortBy(children, rank);
      for (int c : children) {
        if (!visited[c]) {
          stack.push(c * 2);
        }
      }
    }

    // Emit as nodes become ready, staying with the current device while it can.
    int[] remaining = inCount.clone();
    int[] order = new int[n];
    int emitted = 0;
    int current = 0;
    for (int step = 0; step < visitedCount; step++) {
      if (readyGroups.isEmpty()) {
        break; // what is left sits on a cycle
      }
      if (!readyGroups.contains(current)) {
        current = readyGroups.first();
      }
      IntStack members = ready.get(current);
      int node = members.pop();
      if (members.size == 0) {
        readyGroups.remove(current);
      }
      if (node >= 2) {
        order[emitted++] = node - 2;
      }
      int[] consumers = out[node].clone();
      sortBy(consumers, position);
      for (int c : consumers) {
        if (--remaining[c] == 0 && position[c] >= 0) {
          int g = group[c];
          if (ready.get(g).size == 0) {
            readyGroups.add(g);
          }
          ready.get(g).push(c);
        }
      }
    }
    return Arrays.copyOf(order, emitted);
  }

  private static String name(String[] names, int id) {
    return id == 0 ? "_SOURCE" : id == 1 ? "_SINK" : names[id - 2];
  }

  /** Sorts ids by their key (stable for equal keys: an id given twice stays adjacent). */
  private static void sortBy(int[] ids, int[] key) {
    if (ids.length < 2) {
      return;
    }
    long[] packed = new long[ids.length];
    for (int i = 0; i < ids.length; i++) {
      packed[i] = ((long) key[ids[i]] << 32) | (ids[i] & 0xffffffffL);
    }
    Arrays.sort(packed);
    for (int i = 0; i < ids.length; i++) {
      ids[i] = (int) packed[i];
    }
  }

  /** A growable stack of ints. */
  private static final class IntStack {
    int[] items = new int[4];
    int size;

    void push(int v) {
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
      }
      items[size++] = v;
    }

    int pop() {
      return items[--size];
    }
  }
}
