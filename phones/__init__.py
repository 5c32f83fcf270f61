"""The phones' companion server and page: each player's phone as a private screen.

This package knows no game: ``server.py`` guards seats and carries JSON between the
phones and the game thread, and ``page/`` is the plain HTML, CSS and JavaScript a phone
opens. ``scenes/phone_seats.py`` joins it to the matches.
"""
