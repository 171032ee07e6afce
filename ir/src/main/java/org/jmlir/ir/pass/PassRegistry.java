package org.jmlir.ir.pass;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.function.Function;

/** Pass names to factories (taking the parsed options); filled from {@link PassProvider} services. */
public final class PassRegistry {
  /**
   * A declared pass option, for {@code --help} and for rejecting unknown names.
   *
   * @param value the value placeholder as LLVM's help prints it ({@code <long>}); empty for a flag
   * @param dflt the default value as a printed pipeline shows it ({@code --dump-pass-pipeline}); null: not declared
   * @param list whether the option takes a comma-separated list (printed {@code name={a,b}}, nothing when empty)
   */
  public record Option(String name, String value, String help, String dflt, boolean list) {
    public Option(String name, String value, String help) {
      this(name, value, help, null, false);
    }

    /** This option with its default value declared. */
    public Option withDefault(String d) {
      return new Option(name, value, help, d, list);
    }

    /** This option as a list option (empty by default). */
    public Option asList() {
      return new Option(name, value, help, "", true);
    }
  }

  /** A registered pass: its name, summary, factory and declared options (null: not checked). */
  public record Entry(String argument, String summary, Function<PassOptions, Pass> factory, List<Option> options) {
    /**
     * Creates the pass, rejecting option names it does not declare.
     *
     * @throws PassOptionException for a bad option name or value
     */
    public Pass create(PassOptions o) {
      if (options != null) {
        for (String k : o.values().keySet()) {
          if (options.stream().noneMatch(d -> d.name().equals(k))) {
            throw PassOptionException.noSuchOption(k);
          }
        }
      }
      return factory.apply(o);
    }
  }

  private final Map<String, Entry> entries = new TreeMap<>();

  public static PassRegistry withAllPasses() {
    PassRegistry r = new PassRegistry();
    for (PassProvider p : ServiceLoader.load(PassProvider.class, PassRegistry.class.getClassLoader())) {
      p.register(r);
    }
    return r;
  }

  /** Registers a pass whose options are not declared (any name is handed to the factory). */
  public void register(String argument, String summary, Function<PassOptions, Pass> factory) {
    entries.put(argument, new Entry(argument, summary, factory, null));
  }

  /** Registers a pass with its declared options (none: no option is accepted). */
  public void register(String argument, String summary, Function<PassOptions, Pass> factory, Option... options) {
    entries.put(argument, new Entry(argument, summary, factory, List.of(options)));
  }

  public Entry lookup(String argument) {
    return entries.get(argument);
  }

  /** All entries, sorted by name. */
  public Map<String, Entry> entries() {
    return java.util.Collections.unmodifiableMap(entries);
  }
}
