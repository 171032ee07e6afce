package org.jmlir.hlo.interpret;

/** The one token value ({@code !stablehlo.token}): it orders side effects and carries no data. */
public enum TokenValue implements RuntimeValue {
  TOKEN
}
