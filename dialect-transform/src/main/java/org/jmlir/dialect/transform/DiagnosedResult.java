package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.loc.Location;

/**
 * The outcome of a transform (MLIR's DiagnosedSilenceableFailure): success; a silenceable failure
 * that carries its diagnostics unreported (a {@code failures(suppress)} sequence drops them, anything
 * else reports them); or a definite failure whose diagnostics are already reported.
 */
public final class DiagnosedResult {
  public enum Kind {
    SUCCESS,
    SILENCEABLE,
    DEFINITE
  }

  private static final DiagnosedResult SUCCESS = new DiagnosedResult(Kind.SUCCESS, List.of());
  private static final DiagnosedResult DEFINITE = new DiagnosedResult(Kind.DEFINITE, List.of());

  private final Kind kind;
  private final List<Diagnostic> diagnostics;

  private DiagnosedResult(Kind kind, List<Diagnostic> diagnostics) {
    this.kind = kind;
    this.diagnostics = diagnostics;
  }

  public static DiagnosedResult success() {
    return SUCCESS;
  }

  /** A failure already reported. */
  public static DiagnosedResult definite() {
    return DEFINITE;
  }

  /** Reports {@code d} and returns a definite failure. */
  public static DiagnosedResult definite(InFlightDiagnostic d) {
    d.report();
    return DEFINITE;
  }

  public static DiagnosedResult silenceable(List<Diagnostic> diagnostics) {
    return new DiagnosedResult(Kind.SILENCEABLE, List.copyOf(diagnostics));
  }

  /** A silenceable failure with one error at {@code op} (and its notes). */
  public static DiagnosedResult silenceable(InFlightDiagnostic d) {
    return silenceable(List.of(d.toDiagnostic()));
  }

  /** An error at {@code op}'s location, without the "see current operation" note. */
  public static InFlightDiagnostic error(Operation op, String message) {
    return op.context().diagnostics().emit(op.location(), Severity.ERROR, message);
  }

  public static InFlightDiagnostic error(Operation op, Location loc, String message) {
    return op.context().diagnostics().emit(loc, Severity.ERROR, message);
  }

  public Kind kind() {
    return kind;
  }

  public boolean succeeded() {
    return kind == Kind.SUCCESS;
  }

  public boolean isSilenceable() {
    return kind == Kind.SILENCEABLE;
  }

  public boolean isDefinite() {
    return kind == Kind.DEFINITE;
  }

  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  /** Reports the carried diagnostics (as errors) and turns this into a definite failure. */
  public DiagnosedResult report(Operation op) {
    if (kind == Kind.SILENCEABLE) {
      for (Diagnostic d : diagnostics) {
        op.context().diagnostics().report(d);
      }
      return DEFINITE;
    }
    return this;
  }

  /** Merges two silenceable failures' diagnostics (a definite failure wins). */
  public DiagnosedResult merge(DiagnosedResult other) {
    if (kind == Kind.DEFINITE || other.kind == Kind.SUCCESS) {
      return this;
    }
    if (other.kind == Kind.DEFINITE || kind == Kind.SUCCESS) {
      return other;
    }
    List<Diagnostic> all = new ArrayList<>(diagnostics);
    all.addAll(other.diagnostics);
    return silenceable(all);
  }
}
