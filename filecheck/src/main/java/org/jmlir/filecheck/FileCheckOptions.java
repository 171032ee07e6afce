package org.jmlir.filecheck;

import java.util.ArrayList;
import java.util.List;

/**
 * What one FileCheck run is asked to do: the library's counterpart of FileCheck's command-line options.
 * Immutable; build one with {@link #builder()}.
 *
 * @param checkPrefixes check prefixes; empty means the default {@code CHECK}
 * @param commentPrefixes comment prefixes; empty means the default {@code COM,RUN}
 * @param implicitCheckNot patterns of {@code --implicit-check-not}
 * @param globalDefines {@code -D} definitions without the {@code -D}: {@code VAR=VALUE} or {@code #VAR=EXPR}
 * @param strictWhitespace {@code --strict-whitespace}
 * @param matchFullLines {@code --match-full-lines}
 * @param ignoreCase {@code --ignore-case}
 * @param allowEmptyInput {@code --allow-empty}
 * @param allowUnusedPrefixes {@code --allow-unused-prefixes}
 * @param enableVarScope {@code --enable-var-scope}
 * @param allowDeprecatedDagOverlap {@code --allow-deprecated-dag-overlap}
 * @param verbose {@code -v}
 * @param verboseVerbose {@code -vv} (implies {@code -v})
 * @param dumpInput when to append the annotated input dump
 * @param dumpInputFilter which input lines the dump shows; null means FileCheck's default for the mode
 * @param dumpInputContext lines of context around filtered lines (FileCheck's default is 5)
 * @param dumpInputLabelWidth minimum width of the dump's label column (0: as wide as the labels)
 * @param strict jfilecheck's strict mode: misspelled or unknown directives are errors
 * @param color {@code --color}: ANSI colors in messages and the dump
 */
public record FileCheckOptions(
    List<String> checkPrefixes,
    List<String> commentPrefixes,
    List<String> implicitCheckNot,
    List<String> globalDefines,
    boolean strictWhitespace,
    boolean matchFullLines,
    boolean ignoreCase,
    boolean allowEmptyInput,
    boolean allowUnusedPrefixes,
    boolean enableVarScope,
    boolean allowDeprecatedDagOverlap,
    boolean verbose,
    boolean verboseVerbose,
    DumpInput dumpInput,
    DumpInputFilter dumpInputFilter,
    int dumpInputContext,
    int dumpInputLabelWidth,
    boolean strict,
    boolean color) {

  /** {@code --dump-input} modes, in FileCheck's precedence order (a later constant wins). */
  public enum DumpInput {
    NEVER,
    FAIL,
    ALWAYS,
    HELP
  }

  /** {@code --dump-input-filter} values, in FileCheck's precedence order (a later constant wins). */
  public enum DumpInputFilter {
    ERROR,
    ANNOTATION,
    ANNOTATION_FULL,
    ALL
  }

  public FileCheckOptions {
    checkPrefixes = List.copyOf(checkPrefixes);
    commentPrefixes = List.copyOf(commentPrefixes);
    implicitCheckNot = List.copyOf(implicitCheckNot);
    globalDefines = List.copyOf(globalDefines);
    if (verboseVerbose) {
      verbose = true;
    }
  }

  /** FileCheck's defaults: prefix CHECK, dump input on failure. */
  public static FileCheckOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The filter actually used: FileCheck picks {@code all} for {@code --dump-input=always}, else {@code error}. */
  DumpInputFilter effectiveFilter() {
    if (dumpInputFilter != null) {
      return dumpInputFilter;
    }
    return dumpInput == DumpInput.ALWAYS ? DumpInputFilter.ALL : DumpInputFilter.ERROR;
  }

  /** Mutable builder for {@link FileCheckOptions}. */
  public static final class Builder {
    private final List<String> checkPrefixes = new ArrayList<>();
    private final List<String> commentPrefixes = new ArrayList<>();
    private final List<String> implicitCheckNot = new ArrayList<>();
    private final List<String> globalDefines = new ArrayList<>();
    private boolean strictWhitespace;
    private boolean matchFullLines;
    private boolean ignoreCase;
    private boolean allowEmptyInput;
    private boolean allowUnusedPrefixes;
    private boolean enableVarScope;
    private boolean allowDeprecatedDagOverlap;
    private boolean verbose;
    private boolean verboseVerbose;
    private DumpInput dumpInput = DumpInput.FAIL;
    private DumpInputFilter dumpInputFilter;
    private int dumpInputContext = 5;
    private int dumpInputLabelWidth;
    private boolean strict;
    private boolean color;

    private Builder() {}

    public Builder color(boolean on) {
      color = on;
      return this;
    }

    public Builder checkPrefix(String... prefixes) {
      checkPrefixes.addAll(List.of(prefixes));
      return this;
    }

    public Builder commentPrefix(String... prefixes) {
      commentPrefixes.addAll(List.of(prefixes));
      return this;
    }

    public Builder implicitCheckNot(String pattern) {
      implicitCheckNot.add(pattern);
      return this;
    }

    /** Adds a {@code -D} definition, e.g. {@code "VAR=value"} or {@code "#N=3"}. */
    public Builder define(String definition) {
      globalDefines.add(definition);
      return this;
    }

    public Builder strictWhitespace(boolean on) {
      strictWhitespace = on;
      return this;
    }

    public Builder matchFullLines(boolean on) {
      matchFullLines = on;
      return this;
    }

    public Builder ignoreCase(boolean on) {
      ignoreCase = on;
      return this;
    }

    public Builder allowEmptyInput(boolean on) {
      allowEmptyInput = on;
      return this;
    }

    public Builder allowUnusedPrefixes(boolean on) {
      allowUnusedPrefixes = on;
      return this;
    }

    public Builder enableVarScope(boolean on) {
      enableVarScope = on;
      return this;
    }

    public Builder allowDeprecatedDagOverlap(boolean on) {
      allowDeprecatedDagOverlap = on;
      return this;
    }

    public Builder verbose(boolean on) {
      verbose = on;
      return this;
    }

    public Builder verboseVerbose(boolean on) {
      verboseVerbose = on;
      return this;
    }

    public Builder dumpInput(DumpInput mode) {
      dumpInput = mode;
      return this;
    }

    public Builder dumpInputFilter(DumpInputFilter filter) {
      dumpInputFilter = filter;
      return this;
    }

    public Builder dumpInputContext(int lines) {
      dumpInputContext = lines;
      return this;
    }

    public Builder dumpInputLabelWidth(int width) {
      dumpInputLabelWidth = width;
      return this;
    }

    public Builder strict(boolean on) {
      strict = on;
      return this;
    }

    public FileCheckOptions build() {
      return new FileCheckOptions(checkPrefixes, commentPrefixes, implicitCheckNot, globalDefines,
          strictWhitespace, matchFullLines, ignoreCase, allowEmptyInput, allowUnusedPrefixes, enableVarScope,
          allowDeprecatedDagOverlap, verbose, verboseVerbose, dumpInput, dumpInputFilter, dumpInputContext,
          dumpInputLabelWidth, strict, color);
    }
  }
}
