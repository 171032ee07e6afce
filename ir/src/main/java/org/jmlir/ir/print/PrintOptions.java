package org.jmlir.ir.print;

/**
 * Printer flags, as mlir-opt spells them.
 *
 * @param generic {@code --mlir-print-op-generic}
 * @param debugInfo {@code --mlir-print-debuginfo}
 * @param prettyDebugInfo {@code --mlir-pretty-debuginfo}
 * @param localScope {@code --mlir-print-local-scope} (no aliases, values named locally)
 * @param elideElementsAttrsIfLarger {@code --mlir-elide-elementsattrs-if-larger}; -1 for never
 * @param skipRegions {@code --mlir-print-skip-regions}
 * @param assumeVerified {@code --mlir-print-assume-verified}
 * @param elideResourceStringsIfLarger {@code --mlir-elide-resource-strings-if-larger}; -1 for never
 * @param useNameLocAsPrefix {@code --mlir-use-nameloc-as-prefix}: a value whose location holds a
 *     {@code loc("name")} is printed as {@code %name}
 */
public record PrintOptions(
    boolean generic,
    boolean debugInfo,
    boolean prettyDebugInfo,
    boolean localScope,
    long elideElementsAttrsIfLarger,
    boolean skipRegions,
    boolean assumeVerified,
    long elideResourceStringsIfLarger,
    boolean useNameLocAsPrefix) {
  public static final PrintOptions DEFAULT = new PrintOptions(false, false, false, false, -1, false, false, -1);

  public PrintOptions(
      boolean generic,
      boolean debugInfo,
      boolean prettyDebugInfo,
      boolean localScope,
      long elideElementsAttrsIfLarger,
      boolean skipRegions,
      boolean assumeVerified,
      long elideResourceStringsIfLarger) {
    this(generic, debugInfo, prettyDebugInfo, localScope, elideElementsAttrsIfLarger, skipRegions, assumeVerified,
        elideResourceStringsIfLarger, false);
  }

  public PrintOptions(
      boolean generic,
      boolean debugInfo,
      boolean prettyDebugInfo,
      boolean localScope,
      long elideElementsAttrsIfLarger,
      boolean skipRegions,
      boolean assumeVerified) {
    this(generic, debugInfo, prettyDebugInfo, localScope, elideElementsAttrsIfLarger, skipRegions, assumeVerified, -1);
  }

  public PrintOptions withGeneric(boolean g) {
    return new PrintOptions(g, debugInfo, prettyDebugInfo, localScope, elideElementsAttrsIfLarger, skipRegions, assumeVerified, elideResourceStringsIfLarger, useNameLocAsPrefix);
  }

  public PrintOptions withDebugInfo(boolean d) {
    return new PrintOptions(generic, d, prettyDebugInfo, localScope, elideElementsAttrsIfLarger, skipRegions, assumeVerified, elideResourceStringsIfLarger, useNameLocAsPrefix);
  }
}
