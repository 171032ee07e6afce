package org.jmlir.ir;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jmlir.ir.diag.DiagnosticEngine;

/**
 * Owns dialect registration, op definitions and the uniquing tables for types, attributes and
 * locations: equal values interned here are the same object, so equality is identity.
 *
 * <p>Thread-safe: passes run in parallel and intern concurrently.
 */
public final class MLIRContext {
  private final ConcurrentHashMap<Object, Object> uniquer = new ConcurrentHashMap<>(1 << 12);
  private final Map<String, Supplier<? extends Dialect>> registry = new LinkedHashMap<>();
  private final ConcurrentHashMap<String, Dialect> loadedDialects = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<String, OpDef> opDefs = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<String, OpDef> unregisteredOpDefs = new ConcurrentHashMap<>();
  private final DiagnosticEngine diagnostics = new DiagnosticEngine();
  private final org.jmlir.ir.parse.DialectResources dialectResources = new org.jmlir.ir.parse.DialectResources();
  private volatile boolean allowUnregisteredDialects;
  private volatile boolean multithreading = true;
  private volatile boolean printOpOnDiagnostic = true;

  /** A context with no dialects registered. */
  public MLIRContext() {}

  /** A context with every dialect found through {@link DialectProvider} services registered. */
  public static MLIRContext withAllDialects() {
    MLIRContext ctx = new MLIRContext();
    for (DialectProvider provider : ServiceLoader.load(DialectProvider.class, MLIRContext.class.getClassLoader())) {
      provider.register(ctx);
    }
    return ctx;
  }

  /**
   * Returns the canonical instance equal to {@code key}'s value. {@code factory} must not intern
   * into this context itself: build nested parameters before calling. Key records spell out
   * equals/hashCode: a record's generated ones link through method handles on first use, which cost
   * ~40 ms of a small file's run (measured with -Xlog:class+load+cause).
   */
  @SuppressWarnings("unchecked")
  public <K, V> V intern(K key, Function<? super K, ? extends V> factory) {
    Object existing = uniquer.get(key);
    if (existing != null) {
      return (V) existing;
    }
    V created = factory.apply(key);
    Object raced = uniquer.putIfAbsent(key, created);
    return raced == null ? created : (V) raced;
  }

  // ---- dialects ------------------------------------------------------------------------------

  /** Registers a dialect by namespace; it is constructed and loaded on first use. */
  public synchronized void registerDialect(String namespace, Supplier<? extends Dialect> factory) {
    registry.putIfAbsent(namespace, factory);
  }

  /** Namespaces of all registered dialects, in registration order. */
  public synchronized List<String> registeredDialects() {
    return new ArrayList<>(registry.keySet());
  }

  /** The loaded dialect for {@code namespace}, loading a registered one on demand; null if unknown. */
  public Dialect getOrLoadDialect(String namespace) {
    Dialect d = loadedDialects.get(namespace);
    if (d != null) {
      return d;
    }
    Supplier<? extends Dialect> factory;
    synchronized (this) {
      factory = registry.get(namespace);
    }
    if (factory == null) {
      return null;
    }
    synchronized (this) {
      d = loadedDialects.get(namespace);
      if (d == null) {
        d = factory.get();
        d.attach(this);
        for (OpDef def : d.eagerOperations()) {
          opDefs.put(def.name(), def);
        }
        loadedDialects.put(namespace, d);
        d.initialize(this);
      }
      return d;
    }
  }

  /** The dialect for {@code namespace} if it is loaded, else null (MLIR's getLoadedDialect). */
  public Dialect getLoadedDialect(String namespace) {
    return loadedDialects.get(namespace);
  }

  /** Loaded dialects. */
  public List<Dialect> loadedDialects() {
    return new ArrayList<>(loadedDialects.values());
  }

  /**
   * The registered op definition named {@code name} ("dialect.op"), loading its dialect on demand;
   * null when no loaded dialect defines it.
   */
  public OpDef lookupOp(String name) {
    OpDef def = opDefs.get(name);
    if (def != null) {
      return def;
    }
    int dot = name.indexOf('.');
    Dialect d = dot > 0 ? getOrLoadDialect(name.substring(0, dot)) : null;
    if (d == null) {
      return null;
    }
    def = opDefs.get(name);
    if (def == null) {
      OpDef lazy = d.lazyOperation(name);
      if (lazy != null) {
        OpDef raced = opDefs.putIfAbsent(name, lazy);
        def = raced != null ? raced : lazy;
      }
    }
    return def;
  }

  /** The fallback definition for an op that no dialect registers (one per name). */
  public OpDef unregisteredOp(String name) {
    return unregisteredOpDefs.computeIfAbsent(name, OpDef::unregistered);
  }

  /** Registered definition if any, else the unregistered fallback. */
  public OpDef opDef(String name) {
    OpDef def = lookupOp(name);
    return def != null ? def : unregisteredOp(name);
  }

  // ---- options -------------------------------------------------------------------------------

  public boolean allowsUnregisteredDialects() {
    return allowUnregisteredDialects;
  }

  public void allowUnregisteredDialects(boolean allow) {
    this.allowUnregisteredDialects = allow;
  }

  public boolean isMultithreadingEnabled() {
    return multithreading;
  }

  public void enableMultithreading(boolean enable) {
    this.multithreading = enable;
  }

  public DiagnosticEngine diagnostics() {
    return diagnostics;
  }

  /**
   * Whether an error, warning or remark emitted on an op gets a "see current operation: ..." note
   * (mlir-opt's {@code --mlir-print-op-on-diagnostic}, on by default, off under -verify-diagnostics).
   */
  public boolean printOpOnDiagnostic() {
    return printOpOnDiagnostic;
  }

  public void printOpOnDiagnostic(boolean enable) {
    this.printOpOnDiagnostic = enable;
  }

  private final org.jmlir.ir.parse.DialectResources externalResources = new org.jmlir.ir.parse.DialectResources();
  private volatile boolean keepExternalResources;

  /**
   * External resources parsed from {@code {-# external_resources: {group: {key: value}} #-}} when
   * {@link #keepExternalResources} is on (mlir-opt's fallback resource map: kept and printed back
   * after the top-level op); group name → key → entry. The pass manager's crash reproducer is the
   * group {@code mlir_reproducer}.
   */
  public org.jmlir.ir.parse.DialectResources externalResources() {
    return externalResources;
  }

  /** Keep external resources (as mlir-opt does) instead of warning that they are ignored. */
  public void keepExternalResources(boolean keep) {
    this.keepExternalResources = keep;
  }

  public boolean keepsExternalResources() {
    return keepExternalResources;
  }

  /** Dialect resources parsed from {@code {-# dialect_resources: ... #-}} (blobs for dense_resource). */
  public org.jmlir.ir.parse.DialectResources dialectResources() {
    return dialectResources;
  }
}
