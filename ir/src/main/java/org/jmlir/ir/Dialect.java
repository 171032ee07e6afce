package org.jmlir.ir;

import java.util.List;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * A dialect: a namespace of ops, types and attributes. Subclasses list their op definitions and may
 * parse and print their own types and attributes ({@code !ns.foo<...>}, {@code #ns.bar<...>}).
 */
public abstract class Dialect {
  private final String namespace;
  private MLIRContext context;
  private final java.util.Map<Class<?>, Object> interfaces = new java.util.LinkedHashMap<>();

  protected Dialect(String namespace) {
    this.namespace = namespace;
  }

  public final String namespace() {
    return namespace;
  }

  /** The context this dialect is loaded in (set when loaded). */
  public final MLIRContext context() {
    return context;
  }

  final void attach(MLIRContext ctx) {
    this.context = ctx;
  }

  /** The ops this dialect defines. */
  public abstract List<OpDef> operations();

  /**
   * The ops the context registers when it loads this dialect; by default all of {@link
   * #operations()}. A dialect with many ops may return fewer (those every program uses) and resolve
   * the others by name in {@link #lazyOperation}, so that their definitions are built on first use;
   * {@link #operations()} must still list them all (the canonicalizer collects patterns from it).
   */
  public List<OpDef> eagerOperations() {
    return operations();
  }

  /**
   * A definition of op {@code name} (of this namespace) that {@link #eagerOperations()} does not list,
   * built when the op is first looked up, or null: for a dialect whose op definitions are data loaded
   * on demand (tf: TensorFlow's op registry). The context keeps it as registered from then on.
   */
  public OpDef lazyOperation(String name) {
    return null;
  }

  /** Called once when the dialect is loaded into {@code ctx}. */
  public void initialize(MLIRContext ctx) {}

  /**
   * Registers a dialect interface (e.g. the inliner interface); call from the constructor or
   * {@link #initialize}.
   */
  protected final <T> void addInterface(Class<T> type, T impl) {
    interfaces.put(type, impl);
  }

  /** The dialect interface of type {@code type}, or null (MLIR's getRegisteredInterface). */
  public final <T> T getInterface(Class<T> type) {
    return type.cast(interfaces.get(type));
  }

  /** Whether ops of this namespace that the dialect does not define pass verification (MLIR's allowUnknownOperations). */
  /**
   * Verifies an operation of this dialect that it does not register, when it allows unknown
   * operations (a dialect that knows more about such ops than their name, as tf from TensorFlow's op
   * registry, checks them here); true by default.
   */
  public boolean verifyUnknownOperation(org.jmlir.ir.Operation op) {
    return true;
  }

  /**
   * Verifies a discardable attribute named with this dialect's prefix ({@code nvvm.kernel}) on
   * {@code op} (MLIR's verifyOperationAttribute); reports and returns false when it is invalid.
   */
  public boolean verifyOperationAttribute(org.jmlir.ir.Operation op, org.jmlir.ir.attr.NamedAttribute attr) {
    return true;
  }

  /**
   * Verifies an argument attribute named with this dialect's prefix on argument {@code argIndex} of
   * region {@code regionIndex} of a function-like {@code op} (MLIR's verifyRegionArgAttribute).
   */
  public boolean verifyRegionArgAttribute(
      org.jmlir.ir.Operation op, int regionIndex, int argIndex, org.jmlir.ir.attr.NamedAttribute attr) {
    return true;
  }

  /**
   * Verifies a result attribute named with this dialect's prefix on result {@code resultIndex} of
   * region {@code regionIndex} of a function-like {@code op} (MLIR's verifyRegionResultAttribute).
   */
  public boolean verifyRegionResultAttribute(
      org.jmlir.ir.Operation op, int regionIndex, int resultIndex, org.jmlir.ir.attr.NamedAttribute attr) {
    return true;
  }

  /**
   * Whether constants folded inside {@code region} (of an op of this dialect that is not isolated
   * from above) are materialized in it rather than further out (MLIR's
   * DialectFoldInterface::shouldMaterializeInto); false by default.
   */
  public boolean shouldMaterializeInto(org.jmlir.ir.Region region) {
    return false;
  }

  public boolean allowsUnknownOperations() {
    return false;
  }

  /**
   * Parses the body of a dialect type {@code !ns.body} or {@code !ns<body>}; {@code body} is the text
   * after the namespace and dot (or the text inside the angle brackets). Returns null when this
   * dialect has no such type; the caller then reports an error.
   */
  public Type parseType(DialectAsmParser parser) {
    return null;
  }

  /** Like {@link #parseType} for attributes ({@code #ns.body}). */
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return null;
  }

  /**
   * Materializes a constant op for a folded value (used by folding and canonicalization);
   * null when the dialect cannot.
   */
  public Operation materializeConstant(Attribute value, Type type, org.jmlir.ir.loc.Location loc) {
    return null;
  }

  /** The alias-name hint for an attribute or type of this dialect, or null (OpAsmDialectInterface). */
  public String aliasHint(Object attributeOrType) {
    return null;
  }

  @Override
  public String toString() {
    return namespace;
  }
}
