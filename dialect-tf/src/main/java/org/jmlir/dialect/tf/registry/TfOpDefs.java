package org.jmlir.dialect.tf.registry;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPInputStream;

/**
 * TensorFlow's op registry, as data: the {@code OpList} that TensorFlow's C API
 * ({@code TF_GetAllOpList}) returns in the TensorFlow that TensorFlow-java 1.0 ships (2.16), stored
 * without documentation as {@code tf_ops.pb.gz} (written by translate-tool's test program
 * {@code OpRegistryDump}, see {@code dialect-tf/tools/regen-op-registry.sh}).
 *
 * <p>Nothing is read until an op is first asked for; then the file is inflated and indexed by op
 * name (each OpDef's bytes), and an op's definition is decoded the first time it is asked for.
 */
public final class TfOpDefs {
  private TfOpDefs() {}

  /** The resource holding the registry. */
  public static final String RESOURCE = "/org/jmlir/dialect/tf/tf_ops.pb.gz";

  private static final class Index {
    static final byte[] BYTES = load();
    static final Map<String, int[]> RANGES = index(BYTES);
  }

  /** Decoded ops by the names they were asked for ({@code "MaxPool"} and {@code "tf.MaxPool"}). */
  private static final Map<String, TfOpDef> DECODED = new ConcurrentHashMap<>();

  /** Names asked for that the registry does not have. */
  private static final java.util.Set<String> MISSING = ConcurrentHashMap.newKeySet();

  private static byte[] load() {
    try (InputStream in = TfOpDefs.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      return new GZIPInputStream(in, 1 << 16).readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read TensorFlow's op registry " + RESOURCE, e);
    }
  }

  private static Map<String, int[]> index(byte[] bytes) {
    Map<String, int[]> out = new HashMap<>(4096);
    ProtoReader r = new ProtoReader(bytes, 0, bytes.length);
    while (!r.done()) {
      int tag = r.tag();
      if (tag != ((1 << 3) | 2)) {
        r.skip(tag);
        continue;
      }
      int[] range = r.bytes();
      ProtoReader op = r.sub(range);
      while (!op.done()) {
        int t = op.tag();
        if (t == ((1 << 3) | 2)) {
          out.put(op.string(), range);
          break;
        }
        op.skip(t);
      }
    }
    return Collections.unmodifiableMap(out);
  }

  /** The registered op {@code name} (GraphDef spelling, {@code "MaxPool"}, or {@code "tf.MaxPool"}), or null. */
  public static TfOpDef get(String name) {
    TfOpDef d = DECODED.get(name);
    if (d != null) {
      return d;
    }
    if (MISSING.contains(name)) {
      return null;
    }
    String n = name.startsWith("tf.") ? name.substring(3) : name;
    d = DECODED.get(n);
    if (d != null) {
      DECODED.putIfAbsent(name, d);
      return d;
    }
    int[] range = Index.RANGES.get(n);
    if (range == null) {
      MISSING.add(name);
      return null;
    }
    d = decode(new ProtoReader(Index.BYTES, range[0], range[1]));
    DECODED.putIfAbsent(n, d);
    DECODED.putIfAbsent(name, d);
    return d;
  }

  /** Whether TensorFlow registers an op named {@code name}. */
  public static boolean contains(String name) {
    return get(name) != null;
  }

  /** The names of all registered ops, sorted. */
  public static List<String> names() {
    List<String> out = new ArrayList<>(Index.RANGES.keySet());
    Collections.sort(out);
    return out;
  }

  private static TfOpDef decode(ProtoReader r) {
    String name = "";
    List<TfOpDef.Arg> inputs = new ArrayList<>();
    List<TfOpDef.Arg> outputs = new ArrayList<>();
    List<TfOpDef.Attr> attrs = new ArrayList<>();
    List<String> controlOutputs = new ArrayList<>();
    boolean stateful = false;
    boolean commutative = false;
    boolean aggregate = false;
    boolean uninitialized = false;
    int deprecation = 0;
    while (!r.done()) {
      int tag = r.tag();
      switch (tag) {
        case (1 << 3) | 2 -> name = r.string();
        case (2 << 3) | 2 -> inputs.add(arg(r.sub(r.bytes())));
        case (3 << 3) | 2 -> outputs.add(arg(r.sub(r.bytes())));
        case (4 << 3) | 2 -> attrs.add(attr(r.sub(r.bytes())));
        case (8 << 3) | 2 -> deprecation = deprecationVersion(r.sub(r.bytes()));
        case 16 << 3 -> aggregate = r.varint() != 0;
        case 17 << 3 -> stateful = r.varint() != 0;
        case 18 << 3 -> commutative = r.varint() != 0;
        case 19 << 3 -> uninitialized = r.varint() != 0;
        case (20 << 3) | 2 -> controlOutputs.add(r.string());
        default -> r.skip(tag);
      }
    }
    return new TfOpDef(name, List.copyOf(inputs), List.copyOf(outputs), List.copyOf(attrs), stateful, commutative,
        aggregate, uninitialized, List.copyOf(controlOutputs), deprecation);
  }

  private static TfOpDef.Arg arg(ProtoReader r) {
    String name = "";
    int type = 0;
    String typeAttr = "";
    String numberAttr = "";
    String typeListAttr = "";
    boolean ref = false;
    while (!r.done()) {
      int tag = r.tag();
      switch (tag) {
        case (1 << 3) | 2 -> name = r.string();
        case 3 << 3 -> type = (int) r.varint();
        case (4 << 3) | 2 -> typeAttr = r.string();
        case (5 << 3) | 2 -> numberAttr = r.string();
        case (6 << 3) | 2 -> typeListAttr = r.string();
        case 16 << 3 -> ref = r.varint() != 0;
        default -> r.skip(tag);
      }
    }
    return new TfOpDef.Arg(name, type, typeAttr, numberAttr, typeListAttr, ref);
  }

  private static TfOpDef.Attr attr(ProtoReader r) {
    String name = "";
    String type = "";
    byte[] defaultValue = null;
    boolean hasMinimum = false;
    long minimum = 0;
    byte[] allowed = null;
    while (!r.done()) {
      int tag = r.tag();
      switch (tag) {
        case (1 << 3) | 2 -> name = r.string();
        case (2 << 3) | 2 -> type = r.string();
        case (3 << 3) | 2 -> defaultValue = r.copy(r.bytes());
        case 5 << 3 -> hasMinimum = r.varint() != 0;
        case 6 << 3 -> minimum = r.varint();
        case (7 << 3) | 2 -> allowed = r.copy(r.bytes());
        default -> r.skip(tag);
      }
    }
    return new TfOpDef.Attr(name, type, defaultValue, hasMinimum, minimum, allowed);
  }

  private static int deprecationVersion(ProtoReader r) {
    int version = 0;
    while (!r.done()) {
      int tag = r.tag();
      if (tag == 1 << 3) {
        version = (int) r.varint();
      } else {
        r.skip(tag);
      }
    }
    return version;
  }
}
