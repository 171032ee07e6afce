package org.jmlir.ir.ods;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.type.Type;

/**
 * An op declared once, after MLIR's ODS and xDSL's irdl: operands, results, inherent attributes,
 * regions, successors, traits and an optional declarative assembly format. {@link Builder#build()}
 * turns it into the {@link OpDef} the parser, printer and verifier use: the format becomes the
 * def's {@link OpDef.Assembly}, the declarations its invariants verifier, and this spec is attached
 * as the def's {@code extension(OpSpec.class)}.
 */
public final class OpSpec {
  /** An operand or result slot. */
  public record ValueSpec(String name, TypeConstraint constraint, Arity arity) {}

  /**
   * An inherent attribute (stored in properties).
   *
   * @param defaultValue for a default-valued attribute, its default (ODS's DefaultValuedAttr); else null
   */
  public record AttrSpec(String name, AttrConstraint constraint, boolean optional, Function<MLIRContext, Attribute> defaultValue) {
    public boolean isRequired() {
      return !optional && defaultValue == null;
    }
  }

  /**
   * A region or successor slot.
   *
   * @param blocks for a region of ODS's SizedRegion<N>, N; else -1
   */
  public record SlotSpec(String name, Arity arity, int blocks) {}

  /** AllTypesMatch: the named operands/results/typed attributes all have one type. */
  public record AllTypesMatch(List<String> names) {}

  /**
   * TypesMatchWith: {@code target}'s type is {@code transform(source's type)}; {@code description}
   * is MLIR's wording ("result type has i1 element type and same shape as operands").
   */
  public record TypesMatchWith(String description, String source, String target, TypeTransform transform) {}

  /** Computes one type from another (TypesMatchWith's transformer). */
  @FunctionalInterface
  public interface TypeTransform {
    Type apply(MLIRContext ctx, Type source);

    /**
     * Whether a declarative format checks the source's constraint before inferring (as MLIR's
     * generated parsers do); false for ops whose MLIR parser is hand-written.
     */
    default boolean checksSource() {
      return true;
    }
  }

  /** A PredOpTrait: {@code description} appears in "failed to verify that ...". */
  public record OpPredicate(String description, Predicate<Operation> predicate) {}

  private final String name;
  private final List<ValueSpec> operands;
  private final List<ValueSpec> results;
  private final List<AttrSpec> attributes;
  private final List<SlotSpec> regions;
  private final List<SlotSpec> successors;
  /** The traits as bits by ordinal (as OpDef keeps them). */
  private final long traitBits;
  private final List<AllTypesMatch> allTypesMatch;
  private final List<TypesMatchWith> typesMatchWith;
  private final List<OpPredicate> predicates;
  private final Map<String, CustomDirective> customDirectives;
  private final String format;
  private final List<String> parents;
  /** The property holding operand group sizes when several operand groups are variable-length. */
  public static final String OPERAND_SEGMENTS = "operandSegmentSizes";

  /** The property holding result group sizes when several result groups are variable-length. */
  public static final String RESULT_SEGMENTS = "resultSegmentSizes";

  private final boolean operandSegments;
  private final boolean resultSegments;
  private final boolean singleOperandsOnly;
  private final boolean singleResultsOnly;
  /** The default values in the last context asked for (ops of one context share them). */
  private volatile Defaults defaults;

  /** The attributes' names' hash codes, in order: what {@link #attribute(String)} scans. */
  private final int[] attributeHashes;

  /** Default values of the default-valued attributes in one context, by attribute index. */
  private record Defaults(MLIRContext ctx, Attribute[] values, Attribute onlyDefaults) {}

  private OpSpec(Builder b) {
    this.name = b.name;
    this.operands = copy(b.operands);
    this.results = copy(b.results);
    this.attributes = copy(b.attributes);
    this.attributeHashes = new int[attributes.size()];
    for (int i = 0; i < attributeHashes.length; i++) {
      attributeHashes[i] = attributes.get(i).name().hashCode();
    }
    this.regions = copy(b.regions);
    this.successors = copy(b.successors);
    this.traitBits = b.traitBits;
    this.allTypesMatch = copy(b.allTypesMatch);
    this.typesMatchWith = copy(b.typesMatchWith);
    this.predicates = copy(b.predicates);
    this.customDirectives = b.customDirectives == null ? Map.of() : Map.copyOf(b.customDirectives);
    this.format = b.format;
    this.parents = copy(b.parents);
    this.operandSegments = variableCount(operands) > 1;
    this.resultSegments = variableCount(results) > 1;
    this.singleOperandsOnly = allSingle(operands);
    this.singleResultsOnly = allSingle(results);
  }

  private static <T> List<T> copy(List<T> list) {
    return list == null ? List.of() : List.copyOf(list);
  }

  private static int variableCount(List<ValueSpec> specs) {
    int n = 0;
    for (ValueSpec s : specs) {
      if (s.arity().isVariable()) {
        n++;
      }
    }
    return n;
  }

  /** Whether operand group sizes live in the {@code operandSegmentSizes} property. */
  public boolean hasOperandSegments() {
    return operandSegments;
  }

  /** Whether result group sizes live in the {@code resultSegmentSizes} property. */
  public boolean hasResultSegments() {
    return resultSegments;
  }

  private static boolean allSingle(List<ValueSpec> specs) {
    for (ValueSpec s : specs) {
      if (s.arity() != Arity.SINGLE) {
        return false;
      }
    }
    return true;
  }

  /** Whether every operand group holds exactly one value (group i is operand i). */
  public boolean singleOperandsOnly() {
    return singleOperandsOnly;
  }

  /** Whether every result group holds exactly one value (group i is result i). */
  public boolean singleResultsOnly() {
    return singleResultsOnly;
  }

  /** Starts declaring the op {@code name} ("dialect.mnemonic") whose instances {@code factory} makes. */
  public static Builder define(String name, Supplier<? extends Operation> factory) {
    return new Builder(name, factory);
  }

  public String name() {
    return name;
  }

  public List<ValueSpec> operands() {
    return operands;
  }

  public List<ValueSpec> results() {
    return results;
  }

  public List<AttrSpec> attributes() {
    return attributes;
  }

  public List<SlotSpec> regions() {
    return regions;
  }

  public List<SlotSpec> successors() {
    return successors;
  }

  public boolean hasTrait(Trait t) {
    return (traitBits & (1L << t.ordinal())) != 0;
  }

  public List<AllTypesMatch> allTypesMatch() {
    return allTypesMatch;
  }

  public List<TypesMatchWith> typesMatchWith() {
    return typesMatchWith;
  }

  public List<OpPredicate> predicates() {
    return predicates;
  }

  /** The Java hook for {@code custom<name>(...)}, or null. */
  public CustomDirective customDirective(String directiveName) {
    return customDirectives.get(directiveName);
  }

  /** Whether {@link Builder#build()} compiles formats at once: with assertions enabled or -Djmlir.ods.eagerFormats=true. */
  private static final boolean EAGER_FORMATS = eagerFormats();

  @SuppressWarnings("AssertWithSideEffects")
  private static boolean eagerFormats() {
    boolean assertions = false;
    assert assertions = true;
    return assertions || Boolean.getBoolean("jmlir.ods.eagerFormats");
  }

  /** The assembly format string, or null. */
  /** The ops this op must be nested directly in (HasParent / ParentOneOf); empty: any. */
  public List<String> parents() {
    return parents;
  }

  public String format() {
    return format;
  }

  public int operandIndex(String n) {
    return indexOf(operands, n);
  }

  public int resultIndex(String n) {
    return indexOf(results, n);
  }

  public AttrSpec attribute(String n) {
    // By the names' hash codes first (as DictionaryAttr.get): asked per attribute parsed, verified or
    // printed, interpreted at jrun's start-up, over llvm.func's ~45 declared attributes.
    int[] hs = attributeHashes;
    int h = n.hashCode();
    for (int i = 0; i < hs.length; i++) {
      if (hs[i] == h) {
        AttrSpec a = attributes.get(i);
        if (a.name().equals(n)) {
          return a;
        }
      }
    }
    return null;
  }

  public int regionIndex(String n) {
    return slotIndex(regions, n);
  }

  public int successorIndex(String n) {
    return slotIndex(successors, n);
  }

  private static int slotIndex(List<SlotSpec> slots, String n) {
    for (int i = 0; i < slots.size(); i++) {
      if (slots.get(i).name().equals(n)) {
        return i;
      }
    }
    return -1;
  }

  private static int indexOf(List<ValueSpec> specs, String n) {
    for (int i = 0; i < specs.size(); i++) {
      if (specs.get(i).name().equals(n)) {
        return i;
      }
    }
    return -1;
  }

  // ---- value groups --------------------------------------------------------------------------

  /**
   * The {@code [start, size]} of each declared group among {@code actual} values, for specs with at
   * most one variable-length group (the rest have exactly one value each); null when the count
   * cannot be matched.
   */
  public static int[][] groups(List<ValueSpec> specs, int actual) {
    int fixed = 0;
    int variable = 0;
    for (int i = 0; i < specs.size(); i++) {
      if (specs.get(i).arity().isVariable()) {
        variable++;
      } else {
        fixed++;
      }
    }
    if (variable > 1) {
      throw new IllegalStateException("several variable-length groups need segment sizes");
    }
    int rest = actual - fixed;
    if (rest < 0 || (variable == 0 && rest != 0)) {
      return null;
    }
    int[][] out = new int[specs.size()][2];
    int pos = 0;
    for (int i = 0; i < specs.size(); i++) {
      int size = specs.get(i).arity().isVariable() ? rest : 1;
      out[i][0] = pos;
      out[i][1] = size;
      pos += size;
    }
    return out;
  }

  /** The {@code [start, size]} of each operand group of {@code op}, or null when they do not fit. */
  public int[][] operandGroups(Operation op) {
    return operandSegments ? segments(op, OPERAND_SEGMENTS, op.numOperands()) : groups(operands, op.numOperands());
  }

  /** The {@code [start, size]} of each result group of {@code op}, or null when they do not fit. */
  public int[][] resultGroups(Operation op) {
    return resultSegments ? segments(op, RESULT_SEGMENTS, op.numResults()) : groups(results, op.numResults());
  }

  /** Groups from a segment-sizes property; null when it is missing, malformed or does not add up. */
  private static int[][] segments(Operation op, String attr, int actual) {
    if (!(op.inherentAttr(attr) instanceof DenseArrayAttr sizes)) {
      return null;
    }
    int[][] out = new int[sizes.size()][2];
    int pos = 0;
    for (int i = 0; i < sizes.size(); i++) {
      int size = (int) sizes.rawValue(i);
      if (size < 0) {
        return null;
      }
      out[i][0] = pos;
      out[i][1] = size;
      pos += size;
    }
    return pos == actual ? out : null;
  }

  /** The operand values of group {@code index} (a single, optional or variadic operand). */
  public List<Value> operandGroup(Operation op, int index) {
    long r = operandSegments ? -1 : range(operands, op.numOperands(), index);
    if (r >= 0) {
      return op.operands().subList((int) (r >>> 32), (int) (r >>> 32) + (int) r);
    }
    int[][] g = operandGroups(op);
    return op.operands().subList(g[index][0], g[index][0] + g[index][1]);
  }

  /** The result values of group {@code index}. */
  public List<? extends Value> resultGroup(Operation op, int index) {
    long r = resultSegments ? -1 : range(results, op.numResults(), index);
    if (r >= 0) {
      return op.results().subList((int) (r >>> 32), (int) (r >>> 32) + (int) r);
    }
    int[][] g = resultGroups(op);
    return op.results().subList(g[index][0], g[index][0] + g[index][1]);
  }

  /**
   * Group {@code index}'s {@code start << 32 | size} among {@code actual} values, as {@link #groups}
   * computes it but without building every group (accessors call this for each use); -1 when the
   * count cannot be matched or there are several variable-length groups.
   */
  private static long range(List<ValueSpec> specs, int actual, int index) {
    int fixed = 0;
    int variable = 0;
    int start = 0;
    for (int i = 0; i < specs.size(); i++) {
      boolean var = specs.get(i).arity().isVariable();
      if (var) {
        variable++;
      } else {
        fixed++;
      }
      if (i < index && !var) {
        start++;
      }
    }
    int rest = actual - fixed;
    if (variable > 1 || rest < 0 || (variable == 0 && rest != 0)) {
      return -1;
    }
    for (int i = 0; i < index; i++) {
      if (specs.get(i).arity().isVariable()) {
        start += rest;
      }
    }
    int size = specs.get(index).arity().isVariable() ? rest : 1;
    return ((long) start << 32) | size;
  }

  /** MLIR's verifyInherentAttrs over a parsed dictionary: the first constraint failure, or null. */
  String checkInherentAttrs(List<NamedAttribute> given) {
    for (NamedAttribute e : given) {
      AttrSpec a = attribute(e.name());
      if (a != null && !a.constraint().test(e.value())) {
        return "attribute '" + a.name() + "' failed to satisfy constraint: " + a.constraint().description();
      }
    }
    return null;
  }

  /** The default of default-valued attribute {@code a} in {@code ctx} (cached per context). */
  /** By identity: specs are this op's own objects (equals would link a record method at start-up). */
  private int indexOfSpec(AttrSpec a) {
    for (int i = 0; i < attributes.size(); i++) {
      if (attributes.get(i) == a) {
        return i;
      }
    }
    return -1;
  }

  public Attribute defaultValue(AttrSpec a, MLIRContext ctx) {
    if (a.defaultValue() == null) {
      return null;
    }
    return defaults(ctx).values()[indexOfSpec(a)];
  }

  private Defaults defaults(MLIRContext ctx) {
    Defaults d = defaults;
    if (d != null && d.ctx() == ctx) {
      return d;
    }
    Attribute[] values = new Attribute[attributes.size()];
    List<NamedAttribute> entries = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      AttrSpec a = attributes.get(i);
      if (a.defaultValue() != null) {
        values[i] = a.defaultValue().apply(ctx);
        entries.add(new NamedAttribute(a.name(), values[i]));
      }
    }
    d = new Defaults(ctx, values, DictionaryAttr.get(ctx, entries));
    defaults = d;
    return d;
  }

  /** The op's properties with the defaults of default-valued attributes filled in. */
  Attribute withDefaults(MLIRContext ctx, Attribute given) {
    Defaults d = defaults(ctx);
    if (given == null) {
      return d.onlyDefaults();
    }
    DictionaryAttr dict = given instanceof DictionaryAttr x ? x : null;
    // Run for every op created, interpreted at jrun's start-up: an op given none of its attributes
    // (most are) gets the defaults' dictionary itself, and otherwise the two sorted entry lists are
    // merged (the given value of a name wins) instead of copied, re-sorted and re-checked.
    if (dict == null || dict.isEmpty()) {
      return d.onlyDefaults();
    }
    List<NamedAttribute> given0 = dict.entries();
    List<NamedAttribute> defs = ((DictionaryAttr) d.onlyDefaults()).entries();
    List<NamedAttribute> merged = null;
    int gi = 0;
    int n = given0.size();
    for (int k = 0; k < defs.size(); k++) {
      NamedAttribute def = defs.get(k);
      String name = def.name();
      int c = 1;
      int start = gi;
      while (gi < n && (c = given0.get(gi).name().compareTo(name)) < 0) {
        gi++;
      }
      if (c == 0) {
        if (merged != null) {
          merged.addAll(given0.subList(start, gi + 1));
        }
        gi++;
        continue;
      }
      if (merged == null) {
        merged = new ArrayList<>(n + defs.size());
        merged.addAll(given0.subList(0, gi));
      } else {
        merged.addAll(given0.subList(start, gi));
      }
      merged.add(def);
    }
    if (merged == null) {
      return given;
    }
    merged.addAll(given0.subList(gi, n));
    return DictionaryAttr.getSorted(ctx, merged);
  }

  /** Builds an {@link OpSpec} and its {@link OpDef}. */
  public static final class Builder {
    private final String name;
    private final Supplier<? extends Operation> factory;
    // Each list and map is made on its first entry (null until then): an op declares a few of
    // them, and its spec is built interpreted at start-up (jrun's, BENCHMARKS.md issue 12).
    private List<ValueSpec> operands;
    private List<ValueSpec> results;
    private List<AttrSpec> attributes;
    private List<SlotSpec> regions;
    private List<SlotSpec> successors;
    private long traitBits;
    private List<AllTypesMatch> allTypesMatch;
    private List<TypesMatchWith> typesMatchWith;
    private List<OpPredicate> predicates;
    private Map<String, CustomDirective> customDirectives;
    private String format;
    private List<String> parents;
    private OpDef.Assembly assembly;
    private OpDef.Verifier verifier;
    private OpDef.Verifier regionVerifier;
    private OpDef.InherentAttrChecker attrChecker;
    private OpDef.ResultNamer resultNamer;
    private OpDef.BlockArgNamer blockArgNamer;
    private String defaultDialect;
    private Map<Class<?>, Object> interfaces;
    private Map<Class<?>, Object> extensions;

    private Builder(String name, Supplier<? extends Operation> factory) {
      this.name = name;
      this.factory = factory;
    }

    private static <T> List<T> add(List<T> list, T item) {
      List<T> l = list != null ? list : new ArrayList<>(4);
      l.add(item);
      return l;
    }

    public Builder operand(String n, TypeConstraint c) {
      operands = add(operands, new ValueSpec(n, c, Arity.SINGLE));
      return this;
    }

    public Builder optionalOperand(String n, TypeConstraint c) {
      operands = add(operands, new ValueSpec(n, c, Arity.OPTIONAL));
      return this;
    }

    public Builder variadicOperand(String n, TypeConstraint c) {
      operands = add(operands, new ValueSpec(n, c, Arity.VARIADIC));
      return this;
    }

    public Builder result(String n, TypeConstraint c) {
      results = add(results, new ValueSpec(n, c, Arity.SINGLE));
      return this;
    }

    public Builder optionalResult(String n, TypeConstraint c) {
      results = add(results, new ValueSpec(n, c, Arity.OPTIONAL));
      return this;
    }

    public Builder variadicResult(String n, TypeConstraint c) {
      results = add(results, new ValueSpec(n, c, Arity.VARIADIC));
      return this;
    }

    /** A required inherent attribute. */
    public Builder attr(String n, AttrConstraint c) {
      attributes = add(attributes, new AttrSpec(n, c, false, null));
      return this;
    }

    /** An optional inherent attribute (ODS's OptionalAttr; a UnitAttr is always optional). */
    public Builder optionalAttr(String n, AttrConstraint c) {
      attributes = add(attributes, new AttrSpec(n, c, true, null));
      return this;
    }

    /** A default-valued inherent attribute (ODS's DefaultValuedAttr): present from creation on. */
    public Builder defaultAttr(String n, AttrConstraint c, Function<MLIRContext, Attribute> defaultValue) {
      attributes = add(attributes, new AttrSpec(n, c, false, defaultValue));
      return this;
    }

    public Builder region(String n) {
      regions = add(regions, new SlotSpec(n, Arity.SINGLE, -1));
      return this;
    }

    /** A region that must hold exactly {@code blocks} blocks (ODS's SizedRegion). */
    public Builder sizedRegion(String n, int blocks) {
      regions = add(regions, new SlotSpec(n, Arity.SINGLE, blocks));
      return this;
    }

    public Builder variadicRegion(String n) {
      regions = add(regions, new SlotSpec(n, Arity.VARIADIC, -1));
      return this;
    }

    public Builder successor(String n) {
      successors = add(successors, new SlotSpec(n, Arity.SINGLE, -1));
      return this;
    }

    public Builder variadicSuccessor(String n) {
      successors = add(successors, new SlotSpec(n, Arity.VARIADIC, -1));
      return this;
    }

    public Builder traits(Trait... ts) {
      for (Trait t : ts) {
        traitBits |= 1L << t.ordinal();
      }
      return this;
    }

    /** AllTypesMatch over operand/result/typed-attribute names. */
    public Builder allTypesMatch(String... names) {
      allTypesMatch = add(allTypesMatch, new AllTypesMatch(List.of(names)));
      return this;
    }

    /** TypesMatchWith: {@code target}'s type must be {@code transform(source's type)}. */
    public Builder typesMatchWith(String description, String source, String target, TypeTransform transform) {
      typesMatchWith = add(typesMatchWith, new TypesMatchWith(description, source, target, transform));
      return this;
    }

    /** A PredOpTrait checked with the invariants ("failed to verify that {@code description}"). */
    public Builder predicate(String description, Predicate<Operation> p) {
      predicates = add(predicates, new OpPredicate(description, p));
      return this;
    }

    /** The declarative assembly format (MLIR's assemblyFormat syntax). */
    /** ODS's HasParent / ParentOneOf: the op must sit directly in one of {@code names}. */
    public Builder hasParent(String... names) {
      for (String n : names) {
        parents = add(parents, n);
      }
      return this;
    }

    public Builder format(String f) {
      this.format = f;
      return this;
    }

    /** A hand-written assembly for ops whose syntax does not fit a format. */
    public Builder assembly(OpDef.Assembly a) {
      this.assembly = a;
      return this;
    }

    /** The Java hook behind {@code custom<directiveName>(...)} in the format. */
    public Builder customDirective(String directiveName, CustomDirective d) {
      if (customDirectives == null) {
        customDirectives = new LinkedHashMap<>();
      }
      customDirectives.put(directiveName, d);
      return this;
    }

    /** The op's own verifier (ODS's hasVerifier), run after the invariants and traits. */
    public Builder verifier(OpDef.Verifier v) {
      this.verifier = v;
      return this;
    }

    /**
     * A further parse-time check of the attribute dictionary, after the declared constraints (for
     * attributes MLIR declares inherent that this op keeps discardable).
     */
    public Builder attrChecker(OpDef.InherentAttrChecker c) {
      this.attrChecker = c;
      return this;
    }

    public Builder regionVerifier(OpDef.Verifier v) {
      this.regionVerifier = v;
      return this;
    }

    public Builder resultNamer(OpDef.ResultNamer n) {
      this.resultNamer = n;
      return this;
    }

    public Builder blockArgNamer(OpDef.BlockArgNamer n) {
      this.blockArgNamer = n;
      return this;
    }

    public Builder defaultDialect(String d) {
      this.defaultDialect = d;
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

    /**
     * Builds the def.
     *
     * <p>The format compiles on the op's first parse or print (see {@link FormatProgram#lazy}), or
     * here when assertions are enabled (as in the JUnit runs, so every dialect a test loads has its
     * formats checked) or with {@code -Djmlir.ods.eagerFormats=true}.
     *
     * @throws IllegalArgumentException for an op with both a format and a hand-written assembly, or
     *     (when formats compile here) a format that does not compile (the message names the problem)
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public OpDef build() {
      if (format != null && assembly != null) {
        throw new IllegalArgumentException(name + ": an op has either a format or a custom assembly, not both");
      }
      OpSpec spec = new OpSpec(this);
      OpDef.Builder b =
          OpDef.builder(name)
              .factory(factory)
              .traitBits(traitBits)
              .invariantsVerifier(new InvariantsVerifier(spec))
              .verifier(verifier)
              .regionVerifier(regionVerifier)
              .blockArgNamer(blockArgNamer)
              .defaultDialect(defaultDialect)
              .extension(OpSpec.class, spec);
      List<AttrSpec> attributes = spec.attributes;
      if (!attributes.isEmpty()) {
        String[] names = new String[attributes.size()];
        for (int i = 0; i < names.length; i++) {
          names[i] = attributes.get(i).name();
        }
        b.inherentAttrs(names);
      }
      if (spec.operandSegments) {
        b.inherentAttrs(OPERAND_SEGMENTS).traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS);
      }
      if (spec.resultSegments) {
        b.inherentAttrs(RESULT_SEGMENTS).traits(Trait.ATTR_SIZED_RESULT_SEGMENTS);
      }
      boolean hasDefaults = false;
      for (AttrSpec a : attributes) {
        hasDefaults |= a.defaultValue() != null;
      }
      if (hasDefaults) {
        b.propertiesInitializer(spec::withDefaults);
      }
      OpDef.InherentAttrChecker extra = attrChecker;
      if (!attributes.isEmpty() && extra != null) {
        b.inherentAttrChecker(given -> {
          String message = spec.checkInherentAttrs(given);
          return message != null ? message : extra.check(given);
        });
      } else if (!attributes.isEmpty()) {
        b.inherentAttrChecker(spec::checkInherentAttrs);
      } else if (extra != null) {
        b.inherentAttrChecker(extra);
      }
      b.assembly(format == null ? assembly : EAGER_FORMATS ? FormatProgram.compile(spec) : FormatProgram.lazy(spec));
      b.resultNamer(resultNamer != null ? resultNamer : defaultResultNamer(spec));
      if (interfaces != null) {
        for (Map.Entry<Class<?>, Object> e : interfaces.entrySet()) {
          b.addInterface((Class) e.getKey(), e.getValue());
        }
      }
      if (extensions != null) {
        for (Map.Entry<Class<?>, Object> e : extensions.entrySet()) {
          b.extension((Class) e.getKey(), e.getValue());
        }
      }
      return b.build();
    }

    /**
     * Matches mlir-opt 22: an op with several declared single results names them after their
     * declarations ({@code %sum, %overflow = arith.addui_extended ...}).
     */
    private static OpDef.ResultNamer defaultResultNamer(OpSpec spec) {
      if (spec.results.size() < 2) {
        return null;
      }
      for (ValueSpec r : spec.results) {
        if (r.arity() != Arity.SINGLE) {
          return null;
        }
      }
      return (op, setter) -> {
        if (op.numResults() != spec.results.size()) {
          return;
        }
        for (int i = 0; i < op.numResults(); i++) {
          setter.setName(op.result(i), spec.results.get(i).name());
        }
      };
    }
  }
}
