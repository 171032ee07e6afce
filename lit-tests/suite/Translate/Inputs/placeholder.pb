

pPlaceholder*
dtype0