package org.jmlir.ir.pass;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.function.Function;

/** Pass names to factories (taking the parsed options); filled from {@link PassProvider} services. */
public final class PassRegistry {
  /** A registered pass: its name, summary and factory. */
  public record Entry(String argument, String summary, Function<PassOptions, Pass> factory) {}

  private final Map<String, Entry> entries = new TreeMap<>();

  public static PassRegistry withAllPasses() {
    PassRegistry r = new PassRegistry();
    for (PassProvider p : ServiceLoader.load(PassProvider.class, PassRegistry.class.getClassLoader())) {
      p.register(r);
    }
    return r;
  }

  public void register(String argument, String summary, Function<PassOptions, Pass> factory) {
    entries.put(argument, new Entry(argument, summary, factory));
  }

  public Entry lookup(String argument) {
    return entries.get(argument);
  }

  /** All entries, sorted by name. */
  public Map<String, Entry> entries() {
    return java.util.Collections.unmodifiableMap(entries);
  }
}
