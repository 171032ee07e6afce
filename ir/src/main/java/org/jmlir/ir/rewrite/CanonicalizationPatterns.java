package org.jmlir.ir.rewrite;

import java.util.List;

/** The canonicalization patterns of an op kind, attached to its OpDef as an extension. */
public record CanonicalizationPatterns(List<RewritePattern> patterns) {
  public CanonicalizationPatterns {
    patterns = List.copyOf(patterns);
  }
}
