"""Phones as racks (issue 28): the table pairs phones over WebRTC, with no server."""
