package org.jmlir.compiler.graph;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * One run of a {@link CompiledGraph}: {@code feed} every input (a Java array and its shape),
 * {@code fetch} outputs by name, {@code run}. Shapes are checked against the graph's before native
 * code runs: a wrong rank, size, element count or array type is an {@link IllegalArgumentException}
 * naming the input with the expected and the given shape.
 */
public final class Runner {
  private final CompiledGraph graph;
  private final Object[] arrays;
  private final long[][] shapes;
  private final List<Integer> fetches = new ArrayList<>();
  /** The caller's arrays that outputs are fetched into ({@link #fetch(String, Object)}), by output index. */
  private final java.util.Map<Integer, Object> into = new java.util.HashMap<>();

  Runner(CompiledGraph graph) {
    this.graph = graph;
    this.arrays = new Object[graph.inputs().size()];
    this.shapes = new long[graph.inputs().size()][];
  }

  /**
   * Feeds input {@code name} with {@code data} (float[], double[], int[], long[] or boolean[], row-major) of {@code shape};
   * a complex<f32> or complex<f64> input takes a float[] or double[] of real and imaginary parts interleaved
   * (TensorFlow-java's layout), twice as long as the shape's element count.
   */
  public Runner feed(String name, Object data, long... shape) {
    int i = graph.inputIndex(name);
    CompiledGraph.Port p = graph.inputs().get(i);
    String given = Tensors.elementTypeFor(data, p.elementType());
    if (given == null) {
      throw new IllegalArgumentException("input '" + p.name() + "': expected an array of " + p.elementType() + ", got "
          + (data == null ? "null" : data.getClass().getSimpleName()));
    }
    int length = Tensors.length(data);
    if (Tensors.isComplex(given) && length % 2 != 0) {
      throw new IllegalArgumentException("input '" + p.name() + "': " + given + " values are pairs (real, imaginary) but the array has "
          + length + " values");
    }
    check(p, given, Tensors.elements(given, length), "the array", shape);
    arrays[i] = data;
    shapes[i] = shape.clone();
    return this;
  }

  /**
   * Feeds input {@code name} with native memory holding its elements (the input's element type,
   * row-major; booleans one byte each) of {@code shape}, without copying: the compiled code reads
   * {@code data} itself, so it must stay alive and unchanged until {@link #run} returns (TensorFlow-java's
   * feeds of a {@code Tensor} work the same way). A heap segment, or one smaller than the shape needs,
   * is an {@link IllegalArgumentException}.
   */
  public Runner feed(String name, MemorySegment data, long... shape) {
    int i = graph.inputIndex(name);
    CompiledGraph.Port p = graph.inputs().get(i);
    if (data == null || !data.isNative()) {
      throw new IllegalArgumentException("input '" + p.name() + "': expected native memory, got "
          + (data == null ? "null" : "a heap segment"));
    }
    long bytes = Tensors.elementBytes(p.elementType());
    check(p, p.elementType(), data.byteSize() / bytes, "the segment", shape);
    arrays[i] = data;
    shapes[i] = shape.clone();
    return this;
  }

  /** The shape checks of a feed of {@code available} elements of {@code given} (the whole array, or what a segment holds). */
  private static void check(CompiledGraph.Port p, String given, long available, String what, long[] shape) {
    String problem = null;
    long count = 1;
    for (long d : shape) {
      if (d < 0) {
        problem = "negative size";
      }
      count *= d;
    }
    if (!given.equals(p.elementType())) {
      problem = "element type";
    } else if (shape.length != p.shape().length) {
      problem = "rank";
    } else {
      for (int k = 0; k < shape.length; k++) {
        if (p.shape()[k] >= 0 && p.shape()[k] != shape[k]) {
          problem = "dimension " + k;
        }
      }
    }
    boolean segment = what.equals("the segment");
    if (problem == null && (segment ? count > available : count != available)) {
      throw new IllegalArgumentException("input '" + p.name() + "': shape " + Tensors.shapeText(shape, given) + " has " + count
          + " elements but " + what + " " + (segment ? "holds " : "has ") + available);
    }
    if (problem != null) {
      throw new IllegalArgumentException("input '" + p.name() + "': expected shape " + p.shapeText() + " but got "
          + Tensors.shapeText(shape, given) + " (" + problem + " differs)");
    }
  }

  /** Asks for output {@code name} ("node" or "node:0"); {@link #run} returns the fetches in this order. */
  public Runner fetch(String name) {
    fetches.add(graph.outputIndex(name));
    return this;
  }

  /**
   * Asks for output {@code name} copied into the caller's array {@code into} (float[], double[], int[],
   * long[] or boolean[] of the output's element type, as many values as the output has at run time;
   * complex outputs as interleaved float[]/double[]): {@link #run} allocates no array for it, and the
   * returned tensor's data is {@code into}. A caller that runs a graph again and again (a serving loop)
   * can pass the same array each time, as TensorFlow-java's callers read a result tensor into an array
   * they keep ({@code DataBuffer.read}). An array of another type is an {@link IllegalArgumentException}
   * here; one of the wrong length is one from {@link #run}, after the run, naming the output and both sizes.
   */
  public Runner fetch(String name, Object into) {
    int k = graph.outputIndex(name);
    CompiledGraph.Port p = graph.outputs().get(k);
    String given = into == null ? null : Tensors.elementTypeFor(into, p.elementType());
    if (given == null || !given.equals(p.elementType())) {
      throw new IllegalArgumentException("output '" + p.name() + "': expected an array of " + p.elementType() + " to fetch into, got "
          + (into == null ? "null" : into.getClass().getSimpleName()));
    }
    fetches.add(k);
    this.into.put(k, into);
    return this;
  }

  /** Runs the compiled graph; the fetched outputs, in fetch order (every output when nothing was fetched). */
  public List<CompiledGraph.Tensor> run() {
    for (int i = 0; i < arrays.length; i++) {
      if (arrays[i] == null) {
        throw new IllegalStateException("input '" + graph.inputs().get(i).name() + "' was not fed");
      }
    }
    List<CompiledGraph.Port> outs = graph.outputs();
    CompiledGraph.Tensor[] results = new CompiledGraph.Tensor[outs.size()];
    IllegalArgumentException wrongInto;
    try (Arena arena = Arena.ofConfined()) {
      long resultBytes = 0;
      for (CompiledGraph.Port p : outs) {
        resultBytes += 8L * (3 + 2L * p.shape().length);
      }
      MemorySegment res = arena.allocate(Math.max(resultBytes, 8), 8);
      Object[] args = new Object[1 + arrays.length];
      args[0] = res;
      // Arrays are copied into buffers of the graph's cache (freed after the results are read);
      // native feeds are passed as they are.
      MemorySegment[] staged = new MemorySegment[arrays.length];
      java.util.Set<Long> inputAddresses = new java.util.HashSet<>();
      try {
        try {
          for (int i = 0; i < arrays.length; i++) {
            MemorySegment in;
            if (arrays[i] instanceof MemorySegment m) {
              in = m;
            } else {
              in = staged[i] = graph.allocate(Tensors.length(arrays[i]) * Tensors.arrayElementBytes(arrays[i]));
              Tensors.copyIn(arrays[i], in);
            }
            inputAddresses.add(in.address());
            args[1 + i] = org.jmlir.llvm.MemRefDescriptor.of(arena, in, shapes[i]).descriptor();
          }
          graph.entry().invokeWithArguments(args);
        } catch (Error | RuntimeException e) {
          throw e;
        } catch (Throwable t) {
          throw new IllegalStateException("the compiled graph failed: " + t, t);
        }
        wrongInto = readResults(res, outs, results, inputAddresses);
      } finally {
        for (MemorySegment m : staged) {
          if (m != null) {
            graph.free(m);
          }
        }
      }
    }
    return collect(results, wrongInto);
  }

  /**
   * Copies each result into a Java array and frees its buffer, unless the buffer is an input's
   * (a result that is an input, passed through): inputs are freed by {@link #run} or belong to the caller.
   * An output whose array to fetch into has the wrong length is left null; the first such error is returned
   * (every buffer is freed all the same).
   */
  private IllegalArgumentException readResults(MemorySegment res, List<CompiledGraph.Port> outs, CompiledGraph.Tensor[] results,
      java.util.Set<Long> inputs) {
    IllegalArgumentException wrongInto = null;
    java.util.Set<Long> freed = new java.util.HashSet<>();
    long off = 0;
    for (int k = 0; k < outs.size(); k++) {
      CompiledGraph.Port p = outs.get(k);
      int rank = p.shape().length;
      MemorySegment allocated = res.get(ADDRESS, off);
      MemorySegment aligned = res.get(ADDRESS, off + 8);
      long offset = res.get(JAVA_LONG, off + 16);
      long[] shape = new long[rank];
      long count = 1;
      for (int d = 0; d < rank; d++) {
        shape[d] = res.get(JAVA_LONG, off + 24 + 8L * d);
        count *= shape[d];
      }
      long bytes = Tensors.elementBytes(p.elementType());
      MemorySegment data = aligned.reinterpret(Long.MAX_VALUE).asSlice(offset * bytes);
      try {
        results[k] = new CompiledGraph.Tensor(shape, Tensors.copyOut(data, p.elementType(), Math.toIntExact(count), into.get(k),
            "output '" + p.name() + "' of shape " + Tensors.shapeText(shape, p.elementType())));
      } catch (IllegalArgumentException e) {
        wrongInto = wrongInto == null ? e : wrongInto;
      }
      if (!inputs.contains(allocated.address()) && freed.add(allocated.address())) {
        graph.free(allocated);
      }
      off += 8L * (3 + 2L * rank);
    }
    return wrongInto;
  }

  private List<CompiledGraph.Tensor> collect(CompiledGraph.Tensor[] results, IllegalArgumentException wrongInto) {
    String failed = graph.takeShapeError();
    if (failed != null) {
      throw new IllegalArgumentException("the inputs' sizes disagree at run time: " + failed + " (inputs "
          + describeFeeds() + ")");
    }
    if (wrongInto != null) {
      throw wrongInto;
    }
    List<CompiledGraph.Tensor> out = new ArrayList<>();
    if (fetches.isEmpty()) {
      out.addAll(List.of(results));
    } else {
      for (int k : fetches) {
        out.add(results[k]);
      }
    }
    return out;
  }

  private String describeFeeds() {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < arrays.length; i++) {
      CompiledGraph.Port p = graph.inputs().get(i);
      parts.add("'" + p.name() + "' " + Tensors.shapeText(shapes[i], p.elementType()));
    }
    return String.join(", ", parts);
  }
}
