"""The pygame-ce app: loop, scenes, widgets, theme, art and the tabletop kit.

Only this package, ``engine.scenes`` and the games' ``view.py``/``tutorial.py``
import pygame.
"""
