package org.jmlir.ir;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;

/**
 * One op kind, declared once: name, traits, inherent attributes, custom assembly, verifier, result
 * naming and interfaces. The parser, printer and verifier read everything they need from here
 * (MLIR's {@code OperationName::Impl}). Immutable once built; shared by all contexts.
 */
public final class OpDef {
  /** Parses and prints an op's custom form (the text after the op name). */
  public interface Assembly {
    /** Fills {@code state} from the custom form; on error, emit through the parser and throw its exception. */
    void parse(OpAsmParser parser, OperationState state);

    /** Prints the custom form after the op name (the printer has already written the name). */
    void print(Operation op, OpAsmPrinter printer);
  }

  /** An op's own verification rule: emits diagnostics and returns false on failure. */
  @FunctionalInterface
  public interface Verifier {
    boolean verify(Operation op);
  }

  /** OpAsmOpInterface's getAsmResultNames: suggests SSA name hints for results ({@code %c0_i32}). */
  @FunctionalInterface
  public interface ResultNamer {
    void nameResults(Operation op, NameSetter setter);
  }

  /** OpAsmOpInterface's getAsmBlockArgumentNames: suggests names for block arguments of regions. */
  @FunctionalInterface
  public interface BlockArgNamer {
    void nameBlockArgs(Operation op, NameSetter setter);
  }

  /**
   * Completes an op's properties when it is created: adds the default values of default-valued
   * inherent attributes that {@code given} lacks (MLIR's properties start out holding defaults).
   */
  @FunctionalInterface
  public interface PropertiesInitializer {
    Attribute initialize(MLIRContext ctx, Attribute given);
  }

  /**
   * MLIR's verifyInherentAttrs: checks inherent attributes written in a generic op's discardable
   * dictionary ({@code "arith.cmpi"(...) {predicate = 42 : i64}}) while parsing. Returns the message
   * to report after {@code 'name' op } (a parse error at the op, without a "see current operation"
   * note), or null when they satisfy their constraints.
   */
  @FunctionalInterface
  public interface InherentAttrChecker {
    String check(List<org.jmlir.ir.attr.NamedAttribute> attributes);
  }

  /** Receives a name hint for a value. */
  @FunctionalInterface
  public interface NameSetter {
    void setName(Value value, String nameHint);
  }

  private final String name;
  private final String dialectNamespace;
  private final boolean registered;
  private final Supplier<? extends Operation> factory;
  /** The traits as bits by ordinal: hasTrait runs for every op in the verifier and the printer. */
  private final long traitBits;
  private final List<String> inherentAttrNames;
  /** The names' hash codes, in order: what {@link #isInherentAttr} scans (as DictionaryAttr.get does). */
  private final int[] inherentAttrHashes;
  private final Assembly assembly;
  private final Verifier invariantsVerifier;
  private final Verifier verifier;
  private final Verifier regionVerifier;
  private final ResultNamer resultNamer;
  private final BlockArgNamer blockArgNamer;
  private final String defaultDialect;
  private final PropertiesInitializer propertiesInitializer;
  private final InherentAttrChecker inherentAttrChecker;
  // Interfaces and extensions as flat key/value arrays scanned by identity: an op kind has a handful,
  // and the verifier and rewrite driver ask for them once per op (a hash map lookup there was a
  // third of verification time on a 1M-op module).
  private final Class<?>[] interfaceKeys;
  private final Object[] interfaceValues;
  private final Class<?>[] extensionKeys;
  private final Object[] extensionValues;

  private OpDef(Builder b) {
    this.name = b.name;
    int dot = b.name.indexOf('.');
    this.dialectNamespace = dot < 0 ? "" : b.name.substring(0, dot);
    this.registered = b.registered;
    this.factory = b.factory;
    this.traitBits = b.traitBits;
    this.inherentAttrNames = b.inherentAttrNames == null ? List.of() : List.copyOf(b.inherentAttrNames);
    this.inherentAttrHashes = new int[inherentAttrNames.size()];
    for (int i = 0; i < inherentAttrHashes.length; i++) {
      inherentAttrHashes[i] = inherentAttrNames.get(i).hashCode();
    }
    this.assembly = b.assembly;
    this.invariantsVerifier = b.invariantsVerifier;
    this.verifier = b.verifier;
    this.regionVerifier = b.regionVerifier;
    this.resultNamer = b.resultNamer;
    this.blockArgNamer = b.blockArgNamer;
    this.defaultDialect = b.defaultDialect;
    this.propertiesInitializer = b.propertiesInitializer;
    this.inherentAttrChecker = b.inherentAttrChecker;
    this.interfaceKeys = b.interfaces == null ? NO_KEYS : b.interfaces.keySet().toArray(NO_KEYS);
    this.interfaceValues = b.interfaces == null ? NO_VALUES : b.interfaces.values().toArray();
    this.extensionKeys = b.extensions == null ? NO_KEYS : b.extensions.keySet().toArray(NO_KEYS);
    this.extensionValues = b.extensions == null ? NO_VALUES : b.extensions.values().toArray();
  }

  private static final Class<?>[] NO_KEYS = new Class<?>[0];
  private static final Object[] NO_VALUES = new Object[0];

  public static Builder builder(String name) {
    return new Builder(name);
  }

  /** The fallback def of an op no dialect registers. */
  static OpDef unregistered(String name) {
    Builder b = new Builder(name);
    b.registered = false;
    return b.build();
  }

  public String name() {
    return name;
  }

  /** The namespace before the first dot ({@code "arith"}); empty for a name without one. */
  public String dialectNamespace() {
    return dialectNamespace;
  }

  public boolean isRegistered() {
    return registered;
  }

  public Supplier<? extends Operation> factory() {
    return factory;
  }

  public boolean hasTrait(Trait t) {
    return (traitBits & (1L << t.ordinal())) != 0;
  }

  /** The traits (a new set each call). */
  public Set<Trait> traits() {
    EnumSet<Trait> set = EnumSet.noneOf(Trait.class);
    for (Trait t : Trait.values()) {
      if (hasTrait(t)) {
        set.add(t);
      }
    }
    return set;
  }

  /** Names of the inherent attributes, stored in properties. */
  public List<String> inherentAttrNames() {
    return inherentAttrNames;
  }

  public boolean isInherentAttr(String attrName) {
    int[] hs = inherentAttrHashes;
    if (hs.length == 0) {
      return false;
    }
    int h = attrName.hashCode();
    for (int i = 0; i < hs.length; i++) {
      if (hs[i] == h && inherentAttrNames.get(i).equals(attrName)) {
        return true;
      }
    }
    return false;
  }

  /** The custom assembly, or null when the op only has the generic form. */
  public Assembly assembly() {
    return assembly;
  }

  /**
   * The checks that follow from the declaration (operand/result counts and type constraints,
   * required attributes, segment sizes), or null. Runs first, before trait checks and {@link #verifier()}.
   */
  public Verifier invariantsVerifier() {
    return invariantsVerifier;
  }

  /** The op's own verifier, or null. Runs after the invariants and trait checks. */
  public Verifier verifier() {
    return verifier;
  }

  /** A verifier that runs after the nested ops verified (MLIR's verifyRegions), or null. */
  public Verifier regionVerifier() {
    return regionVerifier;
  }

  public ResultNamer resultNamer() {
    return resultNamer;
  }

  public BlockArgNamer blockArgNamer() {
    return blockArgNamer;
  }

  /** OpAsmOpInterface's getDefaultDialect for nested ops (e.g. "func" inside func.func), or null. */
  public String defaultDialect() {
    return defaultDialect;
  }

  /** Fills in default-valued properties when an op is created, or null. */
  public PropertiesInitializer propertiesInitializer() {
    return propertiesInitializer;
  }

  /** Checks inherent attributes given in a generic op's dictionary at parse time, or null. */
  public InherentAttrChecker inherentAttrChecker() {
    return inherentAttrChecker;
  }

  /** The implementation of interface {@code type} attached to this op kind, or null. */
  private static Object lookup(Class<?>[] keys, Object[] values, Class<?> type) {
    for (int i = 0; i < keys.length; i++) {
      if (keys[i] == type) {
        return values[i];
      }
    }
    return null;
  }

  public <T> T getInterface(Class<T> type) {
    return type.cast(lookup(interfaceKeys, interfaceValues, type));
  }

  /**
   * Definition data added by higher layers (e.g. the declarative op spec, folders, canonicalization
   * patterns), keyed by their class, or null.
   */
  public <T> T extension(Class<T> type) {
    return type.cast(lookup(extensionKeys, extensionValues, type));
  }

  @Override
  public String toString() {
    return name;
  }

  /** Builds an {@link OpDef}. */
  public static final class Builder {
    private final String name;
    private boolean registered = true;
    private Supplier<? extends Operation> factory = Operation::new;
    // Bits and lists made on first use, as in OpSpec.Builder (specs are built interpreted at start-up).
    private long traitBits;
    private List<String> inherentAttrNames;
    private Assembly assembly;
    private Verifier invariantsVerifier;
    private Verifier verifier;
    private Verifier regionVerifier;
    private ResultNamer resultNamer;
    private BlockArgNamer blockArgNamer;
    private String defaultDialect;
    private PropertiesInitializer propertiesInitializer;
    private InherentAttrChecker inherentAttrChecker;
    private Map<Class<?>, Object> interfaces;
    private Map<Class<?>, Object> extensions;

    private Builder(String name) {
      this.name = name;
    }

    /** The op class's constructor (a thin Operation subclass); default: plain Operation. */
    public Builder factory(Supplier<? extends Operation> factory) {
      this.factory = factory;
      return this;
    }

    public Builder traits(Trait... ts) {
      for (Trait t : ts) {
        traitBits |= 1L << t.ordinal();
      }
      return this;
    }

    /** Adds the traits whose bits (by ordinal, as {@link OpDef#hasTrait} reads them) are set in {@code bits}. */
    public Builder traitBits(long bits) {
      traitBits |= bits;
      return this;
    }

    public Builder inherentAttrs(String... names) {
      if (inherentAttrNames == null) {
        inherentAttrNames = new ArrayList<>(names.length + 1);
      }
      // Names compared by hash code first, from an array: ops are built interpreted at jrun's
      // start-up, where the list's equals per pair (quadratic in an op's ~25 attributes for llvm.func),
      // and then its get per pair, were a measurable part of an op's first lookup (BENCHMARKS.md,
      // issue 12); a literal's hash code is computed once.
      List<String> have = inherentAttrNames;
      int count = have.size();
      int[] hashes = new int[count + names.length];
      for (int i = 0; i < count; i++) {
        hashes[i] = have.get(i).hashCode();
      }
      for (String n : names) {
        int h = n.hashCode();
        boolean seen = false;
        for (int i = 0; i < count; i++) {
          if (hashes[i] == h && have.get(i).equals(n)) {
            seen = true;
            break;
          }
        }
        if (!seen) {
          have.add(n);
          hashes[count++] = h;
        }
      }
      return this;
    }

    public Builder assembly(Assembly a) {
      this.assembly = a;
      return this;
    }

    public Builder invariantsVerifier(Verifier v) {
      this.invariantsVerifier = v;
      return this;
    }

    public Builder verifier(Verifier v) {
      this.verifier = v;
      return this;
    }

    public Builder regionVerifier(Verifier v) {
      this.regionVerifier = v;
      return this;
    }

    public Builder resultNamer(ResultNamer n) {
      this.resultNamer = n;
      return this;
    }

    public Builder blockArgNamer(BlockArgNamer n) {
      this.blockArgNamer = n;
      return this;
    }

    public Builder defaultDialect(String d) {
      this.defaultDialect = d;
      return this;
    }

    public Builder propertiesInitializer(PropertiesInitializer init) {
      this.propertiesInitializer = init;
      return this;
    }

    public Builder inherentAttrChecker(InherentAttrChecker checker) {
      this.inherentAttrChecker = checker;
      return this;
    }

    public <T> Builder addInterface(Class<T> type, T impl) {
      if (interfaces == null) {
        interfaces = new LinkedHashMap<>();
      }
      interfaces.put(type, impl);
      return this;
    }

    public <T> Builder extension(Class<T> type, T value) {
      if (extensions == null) {
        extensions = new LinkedHashMap<>();
      }
      extensions.put(type, value);
      return this;
    }

    public OpDef build() {
      return new OpDef(this);
    }
  }
}
