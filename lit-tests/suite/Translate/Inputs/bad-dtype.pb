

pPlaceholder*
dtype0M