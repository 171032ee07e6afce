package org.jmlir.hlo.interpret;

/** A value the interpreter computes: a {@link Tensor}, a {@link TupleValue} or a {@link TokenValue}. */
public sealed interface RuntimeValue permits Tensor, TupleValue, TokenValue {}
